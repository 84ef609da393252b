/** Texts of the service order dialog. */
export const serviceOrderDialogTexts = {
  title: (serviceTitle: string) => `Заказ услуги «${serviceTitle}»`,
  description: 'Оставьте контакты, и мы свяжемся с вами для обсуждения услуги, сроков и стоимости.',
  form: 'Контакты для заявки',
  submit: 'Отправить заявку',
  sending: 'Отправка...',
} as const;
