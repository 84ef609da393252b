/** Texts of the consultation section form. */
export const consultationSectionFormTexts = {
  submit: 'Записаться на консультацию',
  sending: 'Отправляем заявку...',
} as const;
