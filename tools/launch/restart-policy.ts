/** How `Site` restarts a piece that exits without being asked to stop. */
export interface RestartPolicy {
  /** The least time between a start and the first restart; each further one doubles it. */
  firstDelayMs: number;
  /** The longest wait: a piece that keeps crashing is tried again this often, for good. */
  maxDelayMs: number;
  /** A piece that ran this long before it exited counts as healthy again: the waits start over. */
  healthyAfterMs: number;
}

/**
 * 0.5 s, 1 s, 2 s … 30 s: six tries in the first minute of a crash loop, then two a minute. A piece that served for
 * 10 s before it died was no crash loop: it starts again at once, however often that happened before.
 */
export const restartPolicy: RestartPolicy = { firstDelayMs: 500, maxDelayMs: 30_000, healthyAfterMs: 10_000 };

/**
 * The wait before restart number `attempt` (1, 2, …) in a row, of a process that ran `uptimeMs` since it was started:
 * starts are at least 0.5 s, 1 s, 2 s … 30 s apart, so one that ran longer than its wait starts again at once.
 */
export const restartDelayMs = (
  attempt: number,
  uptimeMs = 0,
  policy: RestartPolicy = restartPolicy,
): number => Math.max(0, Math.min(policy.firstDelayMs * 2 ** (attempt - 1), policy.maxDelayMs) - uptimeMs);

/** The number of the next restart, after a process that ran `uptimeMs` since restart number `previous` exited. */
export const nextAttempt = (
  previous: number,
  uptimeMs: number,
  policy: RestartPolicy = restartPolicy,
): number => (uptimeMs >= policy.healthyAfterMs ? 1 : previous + 1);
