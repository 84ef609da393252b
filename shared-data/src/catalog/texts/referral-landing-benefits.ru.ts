/** The referral landing's benefit cards in Russian, by card id (the discount's figure and the project count stay data). */
export default {
  discount: {
    label: 'скидка на все тарифы',
    description: 'Промокод амбассадора уже сохранён — скидка применится при оформлении заявки.',
    /** The discount card's description on a link that carries no code. */
    descriptionWithoutCode: 'По промокоду амбассадора: введите его в форме заказа тарифа.',
  },
  projects: {
    description: 'Маркетинговые и digital-проекты для бизнеса в Ташкенте и по всему Узбекистану.',
  },
  contract: {
    value: 'Договор',
    label: 'оплата после подписания',
    description: 'Фиксируем объём работ, сроки и результат до того, как вы что-либо оплачиваете.',
  },
};
