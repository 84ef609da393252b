import { newsletterInitialValues } from 'shared-data/forms';
import { fieldMessages, newsletterSchema } from 'shared-data/testing';

describe('newsletter schema', () => {
  it('asks for an e-mail in Russian', async () => {
    await expect(newsletterSchema.validate(newsletterInitialValues)).rejects.toThrow(
      fieldMessages.emailRequired,
    );
    await expect(newsletterSchema.validate({ email: 'not-an-email' })).rejects.toThrow(
      fieldMessages.emailInvalid,
    );
  });

  it('accepts a trimmed address', async () => {
    await expect(newsletterSchema.validate({ email: '  reader@example.uz ' })).resolves.toEqual({
      email: 'reader@example.uz',
    });
  });
});
