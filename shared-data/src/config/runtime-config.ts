import { type InferType, object, string } from 'yup';
import { promoBanner } from '../catalog/promo';

/** What the browser needs at run time; comes from the server's environment, never from the bundle. */
const httpUrl = () =>
  string()
    .required()
    .test(
      'http-url',
      ({ path }) => `${path} must be an http(s) URL`,
      (value) => /^https?:\/\/[^\s/]+/.test(value ?? ''),
    );

export const runtimeConfigSchema = object({
  siteUrl: httpUrl(),
  functionsUrl: httpUrl(),
  anonKey: string().required(),
  agencyPhone: string().required(),
  contactEmail: string().email().required(),
  telegramUrl: httpUrl(),
  instagramUrl: httpUrl(),
  promoEndsAt: string()
    .required()
    .test(
      'iso-date',
      ({ path }) => `${path} must be an ISO date-time`,
      (value) => !Number.isNaN(Date.parse(value)),
    ),
});

export type RuntimeConfig = InferType<typeof runtimeConfigSchema>;

/** Contacts and promo end used when the environment leaves them unset. */
export const defaultContacts = {
  anonKey: 'local-anon-key',
  agencyPhone: '+998 71 200 45 45',
  contactEmail: 'hello@agency.uz',
  telegramUrl: 'https://t.me/agency_uz',
  instagramUrl: 'https://www.instagram.com/agency.uz',
  promoEndsAt: promoBanner.defaultEndsAt,
} as const;

/** id of the JSON data block the shell's HTML carries. */
export const runtimeConfigElementId = 'app-config';

/** Reads and validates the `<script type="application/json" id="app-config">` block of the page. */
export function readRuntimeConfig(doc: Document = document): RuntimeConfig {
  const element = doc.getElementById(runtimeConfigElementId);
  if (!element?.textContent) {
    throw new Error(`Runtime config block #${runtimeConfigElementId} is missing`);
  }
  return runtimeConfigSchema.validateSync(JSON.parse(element.textContent), { stripUnknown: true });
}
