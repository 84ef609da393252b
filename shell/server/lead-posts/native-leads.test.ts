import { envelopeFromFormData, valuesFromFormData } from 'shared-data/core';
import { leadBodyOf } from './native-leads';
import { encodeEntries, hidden, validValues } from './test-forms';

test('the body of a post carries the language of the page it was posted on', () => {
  const entries = encodeEntries({
    ...validValues('plan_order', 'lola@example.uz'),
    ...hidden('k'.repeat(20)),
  });
  const values = valuesFromFormData('plan_order', entries);
  const envelope = envelopeFromFormData(entries);
  expect(leadBodyOf('plan_order', values, envelope, 'ru')).toMatchObject({
    type: 'plan_order',
    email: 'lola@example.uz',
    language: 'ru',
  });
  expect(leadBodyOf('plan_order', values, envelope, 'uz')).toMatchObject({ language: 'uz' });
});
