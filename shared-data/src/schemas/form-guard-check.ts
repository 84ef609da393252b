import { formGuard } from 'shared-data/forms';

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
 * Reads a submission's anti-bot fields on the server (the raw body, before validation drops them), its detail in Russian for the team's inbox. A start time ahead of `now`
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
