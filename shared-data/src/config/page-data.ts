import type { ReferralInfo } from '../catalog/referral';

/**
 * A lead form posted without script that the server did not store, as the page gets it back: the form, the values as
 * typed, a Russian message per field and, when the form as a whole failed, a message for it, and the dialog it was sent
 * from. Its exact type, per form, is `NativeFormState` (`schemas/native-form.ts`), which this file does not import: the
 * page's data is read by every entry, the forms' types only by the forms.
 */
interface RefusedPost {
  id: string;
  values: Readonly<Record<string, unknown>>;
  errors: Readonly<Record<string, string>>;
  message?: string;
  dialog?: string;
}

/** What the server knew when it rendered a page, sent along as a JSON data block (`#page-data`). */
export interface PageData {
  /** When the server rendered the page (ISO): what depended on the clock (the promo banner) hydrates the same. */
  renderedAt?: string;
  /** The referral landing's ambassador; for an unknown id, the generic offer the page shows. */
  referral?: { referralId: string; info: ReferralInfo };
  /** A lead form posted without script that was not stored: its values as typed and why (decision record 027). */
  form?: RefusedPost;
}

/** Id of the `<script type="application/json">` element carrying the page's data. */
export const pageDataElementId = 'page-data';

/** The page's data block, or nothing when the page has none or it cannot be read. */
export function readPageData(doc: Document = document): PageData {
  const text = doc.getElementById(pageDataElementId)?.textContent;
  if (!text) return {};
  try {
    const data = JSON.parse(text) as unknown;
    return data && typeof data === 'object' ? (data as PageData) : {};
  } catch {
    return {};
  }
}
