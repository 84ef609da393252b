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
