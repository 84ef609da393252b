const maxUint32 = 2 ** 32;

/** A uniformly random whole number in [0, limit), from the platform's CSPRNG (Node, Deno and browsers alike). */
export function randomBelow(limit: number): number {
  if (!Number.isInteger(limit) || limit < 1 || limit > maxUint32) {
    throw new RangeError(`randomBelow: limit must be a whole number in 1..2^32, got ${limit}`);
  }
  // Rejection sampling keeps every value equally likely when 2^32 is not a multiple of limit.
  const unbiasedBelow = maxUint32 - (maxUint32 % limit);
  const buffer = new Uint32Array(1);
  for (;;) {
    crypto.getRandomValues(buffer);
    const value = buffer[0] ?? 0;
    if (value < unbiasedBelow) {
      return value % limit;
    }
  }
}

/** `length` characters drawn uniformly from `alphabet`. */
export function randomString(alphabet: string, length: number): string {
  let result = '';
  for (let index = 0; index < length; index++) {
    result += alphabet[randomBelow(alphabet.length)];
  }
  return result;
}

/** `size` random bytes as unpadded base64url. */
export function randomBase64Url(size: number): string {
  const bytes = crypto.getRandomValues(new Uint8Array(size));
  let binary = '';
  for (const byte of bytes) {
    binary += String.fromCharCode(byte);
  }
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}
