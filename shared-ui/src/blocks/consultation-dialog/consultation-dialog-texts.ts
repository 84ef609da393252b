/** Texts of the landing consultation dialog. */
export const consultationDialogTexts = {
  title: 'Получить бесплатную консультацию',
  description: 'Оставьте контакты, и мы подберем удобное время для консультации.',
  submit: 'Отправить заявку',
  sending: 'Отправляем...',
} as const;
