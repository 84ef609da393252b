/** The privacy policy in force: its version is what a visitor agrees to when sending a form. */
export const privacyPolicy = {
  version: '2026-11-25',
  dateText: '25 ноября 2026 г.',
} as const;

/** The line next to a form's send button, around the link to the policy. */
export const privacyConsentTexts = {
  before: 'Отправляя форму, вы соглашаетесь с ',
  link: 'политикой конфиденциальности',
  after: '.',
} as const;
