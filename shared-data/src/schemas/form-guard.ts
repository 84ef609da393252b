/**
 * Anti-bot fields a lead may carry. `website` is a honeypot input hidden from people: text in it hints at a bot.
 * `form_started_at` is when the form was opened (epoch ms, the browser's clock): a form sent sooner than
 * `minFillMs` after that was filled by a machine — a bot, or a person's browser autofill.
 * Both are signals, never gates: a lead that trips one is stored flagged, not refused.
 */
export const formGuard = {
  honeypotField: 'website',
  startedAtField: 'form_started_at',
  minFillMs: 2000,
} as const;

/**
 * What a lead's anti-bot fields say: nothing (`ok`), a filled honeypot, or a form sent less than `minFillMs`
 * after it opened. A body without the fields (an integration, a script importing leads) says nothing.
 */
export type FormGuardSignal =
  | { suspected: false }
  | { suspected: true; reason: 'honeypot' | 'too_fast'; detail: string };

const startedAt = (value: unknown): number | undefined => {
  if (typeof value === 'number' && Number.isFinite(value)) return value;
  if (typeof value === 'string' && /^\d{1,16}$/.test(value.trim())) return Number(value.trim());
  return undefined;
};

const seconds = (ms: number) => (ms / 1000).toLocaleString('ru-RU', { maximumFractionDigits: 1 });

/**
 * Reads a submission's anti-bot fields (the raw body, before validation drops them). A start time ahead of `now`
 * (a browser clock running fast) cannot be judged for speed and says nothing.
 */
export function checkFormGuard(body: Record<string, unknown>, now: number = Date.now()): FormGuardSignal {
  const honeypot = body[formGuard.honeypotField];
  if (
    honeypot !== undefined &&
    honeypot !== null &&
    (typeof honeypot !== 'string' || honeypot.trim() !== '')
  ) {
    return { suspected: true, reason: 'honeypot', detail: 'заполнено скрытое поле формы' };
  }
  const started = startedAt(body[formGuard.startedAtField]);
  if (started === undefined) return { suspected: false };
  const elapsed = now - started;
  return elapsed >= 0 && elapsed < formGuard.minFillMs
    ? {
        suspected: true,
        reason: 'too_fast',
        detail: `форма отправлена через ${seconds(elapsed)} с после открытия (автозаполнение браузера или бот)`,
      }
    : { suspected: false };
}
