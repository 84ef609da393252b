import { createGateway } from '../gateway/app';
import { describeEachDatabase } from '../test/databases';
import { memoryLogger, postJson, testEnv } from '../test/fixtures';
import { createDevOutbox, type DevOutbox } from './dev-outbox';

const token = '123456:AAbbCCddEEffGGhhIIjjKKll';
const withTelegram = testEnv({ TELEGRAM_BOT_TOKEN: token, TELEGRAM_CHAT_ID: '-100200300' });

describeEachDatabase('the dev outbox', (ctx) => {
  let outbox: DevOutbox;

  beforeEach(() => {
    outbox = createDevOutbox();
  });

  test.each([
    ['text/plain', 'text/plain;charset=UTF-8'],
    ['a form', 'application/x-www-form-urlencoded'],
    ['no type', undefined],
  ])('sendMessage takes JSON only: a message sent as %s is 415', async (_, type) => {
    const app = createGateway({ db: ctx.db, env: withTelegram, logger: memoryLogger().logger, outbox });
    const refused = await app.request(`/bot${token}/sendMessage`, {
      method: 'POST',
      headers: type ? { 'content-type': type } : {},
      body: JSON.stringify({ chat_id: '-100200300', text: 'Новая заявка' }),
    });
    expect(refused.status).toBe(415);
    expect((await refused.json()).error.code).toBe('unsupported_media_type');
    expect(outbox.messages()).toEqual([]);
    const taken = await app.request(
      `/bot${token}/sendMessage`,
      postJson({ chat_id: '-100200300', text: 'Новая заявка' }),
    );
    expect(taken.status).toBe(200);
    expect(outbox.messages()).toHaveLength(1);
  });
});
