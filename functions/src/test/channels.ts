import type { ServerEnv } from 'shared-data/server';
import { telegramTextLimit } from '../mail/lead-alert';
import { testEnv } from './fixtures';
import { type CapturedRequest, type HttpCapture, startHttpCapture } from './http-capture';

const telegramBotToken = '123456:AAbbCCddEEffGGhhIIjjKKll';
export const telegramChatId = '-100200300';

const telegramSettings = { TELEGRAM_BOT_TOKEN: telegramBotToken, TELEGRAM_CHAT_ID: telegramChatId };

const refuse = (description: string) => ({
  status: 400,
  body: JSON.stringify({ ok: false, error_code: 400, description: `Bad Request: ${description}` }),
});

/** Answers `sendMessage` as the Bot API does: a text over 4096 units or with a lone surrogate is refused. */
const answerLikeTelegram = ({ body }: CapturedRequest) => {
  const text = (body as { text?: unknown } | null)?.text;
  if (typeof text !== 'string' || text.trim() === '') return refuse('message text is empty');
  if (text.length > telegramTextLimit) return refuse('message is too long');
  if (!text.isWellFormed()) return refuse('text must be encoded in UTF-8');
  return { status: 200, body: JSON.stringify({ ok: true, result: { message_id: 1 } }) };
};

/** Local stand-ins for EmailJS's REST API and Telegram's Bot API, over real HTTP. */
export interface ChannelCaptures {
  emailjs: HttpCapture;
  telegram: HttpCapture;
  /** Every channel on: EmailJS keys set and Telegram configured, both pointed at the captures. */
  delivered: ServerEnv;
  close(): Promise<void>;
}

export async function startChannelCaptures(overrides: Record<string, string> = {}): Promise<ChannelCaptures> {
  const emailjs = await startHttpCapture();
  const telegram = await startHttpCapture();
  telegram.reply(answerLikeTelegram);
  return {
    emailjs,
    telegram,
    delivered: testEnv({
      EMAILJS_PUBLIC_KEY: 'public-key',
      EMAILJS_PRIVATE_KEY: 'private-key',
      EMAILJS_ORIGIN: emailjs.origin,
      TELEGRAM_API_ORIGIN: telegram.origin,
      ...telegramSettings,
      ...overrides,
    }),
    close: async () => {
      await Promise.all([emailjs.close(), telegram.close()]);
    },
  };
}

/** Capture mode (no EmailJS keys: the gateway's dev outbox) with Telegram configured. */
export const capturedWithTelegram = (overrides: Record<string, string> = {}) =>
  testEnv({ ...telegramSettings, ...overrides });
