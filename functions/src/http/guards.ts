/**
 * The client's address. Without trusted proxies it is the socket's peer. With `hops` trusted proxies it is the
 * `X-Forwarded-For` entry the outermost trusted proxy appended (counted from the right, since a client can
 * write anything on the left), or the socket's peer when the header is missing.
 */
export function clientAddress(
  socketAddress: string | undefined,
  forwardedFor: string | null | undefined,
  hops: number,
): string {
  if (hops > 0 && forwardedFor) {
    const entries = forwardedFor
      .split(',')
      .map((entry) => entry.trim())
      .filter(Boolean);
    const chosen = entries[Math.max(entries.length - hops, 0)];
    if (chosen) {
      return chosen;
    }
  }
  return socketAddress ?? 'unknown';
}

const ipv4Mapped = /^::ffff:(\d{1,3}(?:\.\d{1,3}){3})$/i;

/** The eight 16-bit groups of an IPv6 address written in any short form (a trailing IPv4 part counts as two). */
function ipv6Groups(address: string): string[] | undefined {
  const bare = address.replace(/^\[|\]$/g, '').replace(/%.*$/, '');
  const halves = bare.split('::');
  if (halves.length > 2) return undefined;
  const parts = (text: string | undefined) => {
    if (!text) return [];
    const pieces = text.split(':');
    const last = pieces.at(-1) ?? '';
    if (last.includes('.')) {
      const octets = last.split('.').map(Number);
      pieces.splice(-1, 1, ((octets[0] ?? 0) * 256 + (octets[1] ?? 0)).toString(16), '0');
    }
    return pieces;
  };
  const head = parts(halves[0]);
  const tail = parts(halves[1]);
  const missing = 8 - head.length - tail.length;
  if (halves.length === 1 ? missing !== 0 : missing < 0) return undefined;
  const groups = [...head, ...Array<string>(missing).fill('0'), ...tail];
  return groups.every((group) => /^[0-9a-f]{1,4}$/i.test(group)) ? groups : undefined;
}

/**
 * The client as rate limits count it: an IPv4 address as it is (also when written IPv4-mapped), an IPv6 address
 * by its /64 network (`2001:db8:1:2::/64`), since one subscriber usually holds a whole /64.
 */
export function clientGroup(address: string): string {
  const mapped = ipv4Mapped.exec(address);
  if (mapped?.[1]) return mapped[1];
  if (!address.includes(':')) return address;
  const groups = ipv6Groups(address);
  if (!groups) return address;
  return `${groups
    .slice(0, 4)
    .map((group) => Number.parseInt(group, 16).toString(16))
    .join(':')}::/64`;
}
