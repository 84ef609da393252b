/**
 * Texts of the landing consultation dialog, as they were before shared-ui's book (`consultationDialog`) held them:
 * no component reads them any more.
 */
// Russian until marketing-app's discuss-project test reads the book
export const consultationDialogTexts = {
  title: 'Получить бесплатную консультацию',
  description: 'Оставьте контакты, и мы подберем удобное время для консультации.',
  submit: 'Отправить заявку',
  sending: 'Отправляем...',
} as const;
