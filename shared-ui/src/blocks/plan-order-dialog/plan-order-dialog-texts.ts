/** Texts of the plan order dialog. */
export const planOrderDialogTexts = {
  title: (kind: string, name: string) => `Заявка на ${kind} ${name}`,
  description:
    'Оставьте контакты — мы свяжемся с вами для подтверждения заказа. Оплата после подписания договора.',
  chosen: (kind: string) => `Выбранный ${kind}`,
  form: 'Данные для заявки',
  submit: 'Отправить заявку',
  sending: 'Отправка...',
  configure: 'Настроить тариф',
  configureNote:
    'Цена конструктора зависит от выбранных услуг: отметьте нужные, и мы рассчитаем точную стоимость.',
} as const;
