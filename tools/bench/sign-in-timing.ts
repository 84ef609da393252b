/**
 * The probability that a random time of `a` is below a random time of `b` (ties count half): the area under the ROC
 * curve of telling the two apart by time. 0.5 means the times tell nothing.
 */
export function auc(a: readonly number[], b: readonly number[]): number {
  if (a.length === 0 || b.length === 0) throw new Error('auc of no values');
  let below = 0;
  for (const x of a) {
    for (const y of b) below += x < y ? 1 : x === y ? 0.5 : 0;
  }
  return below / (a.length * b.length);
}

/** The manager's address the bench's functions server lists (`ADMIN_EMAILS`). */
export const benchManager = 'bench@agency.uz';

/** Calls per side when `admin-send-code` is timed for a listed and an unlisted address. */
export const timedCalls = 400;

/**
 * Times `admin-send-code` for a listed manager's address and for unlisted ones, in turn, `timedCalls` each after 20
 * not counted; each call comes from its own client address (`x-forwarded-for`), so every listed call really queues
 * a mail. `send` posts one call and resolves when its answer is read.
 */
export async function timeSendCode(
  send: (email: string, client: string) => Promise<void>,
  listed: string,
): Promise<{ listed: number[]; unlisted: number[] }> {
  const times = { listed: [] as number[], unlisted: [] as number[] };
  for (let index = -20; index < timedCalls; index++) {
    for (const side of index % 2 ? (['listed', 'unlisted'] as const) : (['unlisted', 'listed'] as const)) {
      const email = side === 'listed' ? listed : `visitor-${index + 20}@example.uz`;
      const client = `10.${side === 'listed' ? 1 : 2}.${Math.floor((index + 20) / 250)}.${(index + 20) % 250}`;
      const sent = performance.now();
      await send(email, client);
      if (index >= 0) times[side].push(performance.now() - sent);
    }
  }
  return times;
}
