import { ambassadorLimits } from 'shared-data/core';
import { randomBase64Url, randomBelow } from './random';

const tokenBytes = 32;

/** A sign-in token (an ambassador's dashboard, a manager's session): 32 random bytes, base64url. Only its hash is stored. */
export const newToken = (): string => randomBase64Url(tokenBytes);

/** A one-time code of six decimal digits (leading zeros kept). */
export const newCode = (): string =>
  randomBelow(10 ** ambassadorLimits.codeLength)
    .toString()
    .padStart(ambassadorLimits.codeLength, '0');

// Tokens are 43 characters; anything much longer is not worth hashing.
const tokenMaxLength = 128;

/** The token a request carries in `header`, or undefined when there is none worth looking up. */
export function tokenFromHeader(req: Request, header: string): string | undefined {
  const token = req.headers.get(header)?.trim();
  return token && token.length <= tokenMaxLength ? token : undefined;
}

/** Lower-case hex SHA-256 of the UTF-8 text. */
export async function sha256Hex(text: string): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(text));
  return Array.from(new Uint8Array(digest), (byte) => byte.toString(16).padStart(2, '0')).join('');
}

/** What a token table's `token_hash` holds for a token (`ambassador_tokens`, `manager_sessions`). */
export const hashToken = (token: string): Promise<string> => sha256Hex(token);

/** What a code table's `code_hash` holds: bound to its owner, so equal codes hash differently. */
export const hashCode = (ownerId: string, code: string): Promise<string> => sha256Hex(`${ownerId}:${code}`);

/** Compares two hashes in time that does not depend on where they differ. */
export function sameHash(a: string, b: string): boolean {
  if (a.length !== b.length) {
    return false;
  }
  let difference = 0;
  for (let index = 0; index < a.length; index++) {
    difference |= a.charCodeAt(index) ^ b.charCodeAt(index);
  }
  return difference === 0;
}
