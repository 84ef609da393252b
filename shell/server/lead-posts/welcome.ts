import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { sentNoticeParams } from 'shared-data/page';

/** The query parameter of the page a registration sent without script lands on: `<referral id>.<signature>`. */
export const welcomeParam = sentNoticeParams.welcome;

const referralIdShape = /^[0-9a-z]{4,32}$/;

/**
 * Signs and reads the note a new ambassador lands with after registering without script: their referral id and a
 * signature of this server's, so the page may show whose promo code and link it names, and nobody can make it name
 * another ambassador's by editing the address. The secret is `FUNCTIONS_SERVER_KEY` when set (every process of the
 * site signs alike), a random one of this process otherwise.
 */
export function createWelcomeNotes(secret: string | undefined) {
  const key = secret ? `welcome:${secret}` : randomBytes(32);
  const sign = (referralId: string) =>
    createHmac('sha256', key).update(referralId).digest('base64url').slice(0, 22);
  return {
    /** The value of `welcomeParam` for the ambassador with `referralId`. */
    noteFor: (referralId: string) => `${referralId}.${sign(referralId)}`,
    /** The referral id a note names, when this server signed it. */
    read(note: string | null): string | undefined {
      const [referralId, signature, ...rest] = (note ?? '').split('.');
      if (!referralId || !signature || rest.length > 0 || !referralIdShape.test(referralId)) return undefined;
      const expected = Buffer.from(sign(referralId));
      const given = Buffer.from(signature);
      return given.length === expected.length && timingSafeEqual(given, expected) ? referralId : undefined;
    },
  };
}

export type WelcomeNotes = ReturnType<typeof createWelcomeNotes>;

/** The referral id in an ambassador's referral link (`…/referral/<id>?code=…`). */
export function referralIdOfLink(link: unknown): string | undefined {
  if (typeof link !== 'string') return undefined;
  try {
    const id = new URL(link).pathname.split('/').filter(Boolean).pop();
    return id && referralIdShape.test(id) ? id : undefined;
  } catch {
    return undefined;
  }
}
