/**
 * Anti-bot fields every lead may carry. `website` is a honeypot input hidden from people: any text in it marks a
 * bot. `form_started_at` is when the form was opened (epoch ms, the browser's clock): a form sent sooner than
 * `minFillMs` after that was not filled by a person.
 */
export const formGuard = {
  honeypotField: 'website',
  startedAtField: 'form_started_at',
  minFillMs: 2000,
} as const;

/**
 * `honeypot`: the hidden field was filled; `missing_start`: no usable opening time (our forms always send one);
 * `too_fast`: sent less than `minFillMs` after opening.
 */
export type FormGuardVerdict = 'ok' | 'honeypot' | 'missing_start' | 'too_fast';

const startedAt = (value: unknown): number | undefined => {
  if (typeof value === 'number' && Number.isFinite(value)) return value;
  if (typeof value === 'string' && /^\d{1,16}$/.test(value.trim())) return Number(value.trim());
  return undefined;
};

/**
 * Judges a submission's anti-bot fields (the raw body, before validation drops them). A start time ahead of
 * `now` (a browser clock running fast) cannot be judged for speed and passes.
 */
export function checkFormGuard(body: Record<string, unknown>, now: number = Date.now()): FormGuardVerdict {
  const honeypot = body[formGuard.honeypotField];
  if (
    honeypot !== undefined &&
    honeypot !== null &&
    (typeof honeypot !== 'string' || honeypot.trim() !== '')
  ) {
    return 'honeypot';
  }
  const started = startedAt(body[formGuard.startedAtField]);
  if (started === undefined) return 'missing_start';
  const elapsed = now - started;
  return elapsed >= 0 && elapsed < formGuard.minFillMs ? 'too_fast' : 'ok';
}
