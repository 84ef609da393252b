/**
 * The Russian words of the shell's server: the analytics consent bar and the short pages that answer a post the server
 * did not send on. The Uzbek book (`uz.ts`) gives every one of them. Values in a text come in as markup already.
 */
export default {
  /** The analytics consent bar: its name for assistive technology, its sentence, its link and its two buttons. */
  consentBar: {
    label: 'Согласие на аналитику',
    sentence: 'Мы используем cookies для аналитики, чтобы улучшать сайт.',
    more: 'Подробнее',
    accept: 'Принять',
    decline: 'Отклонить',
  },
  /** Each post page: its title, what happened, and what to do (followed by a link back or the contacts). */
  postPages: {
    backToForm: 'Вернуться к форме',
    contacts: (phone: string, email: string) => `Или свяжитесь с нами: ${phone}, ${email}.`,
    crossSite: {
      title: 'Заявка не принята',
      happened: 'Форма пришла с другого сайта, поэтому мы её не приняли и ничего не сохранили.',
      next: 'Откройте форму на нашем сайте и отправьте её там.',
    },
    tooLarge: {
      title: 'Слишком большая форма',
      happened: 'В форме больше текста, чем мы принимаем (до 64 КБ), поэтому заявка не отправлена.',
      next: 'Вернитесь назад — введённое сохранится, — сократите текст и отправьте снова.',
    },
    unreadable: {
      title: 'Форма не распознана',
      happened: 'Мы не смогли прочитать отправленную форму, поэтому заявка не сохранена.',
      next: 'Откройте страницу с формой и отправьте её снова.',
    },
    tooMany: {
      title: 'Слишком много отправок',
      happened: 'Заявка не отправлена: с вашего адреса пришло слишком много заявок за последнюю минуту.',
      next: 'Подождите минуту, вернитесь назад — введённое сохранится — и отправьте форму снова.',
    },
  },
  /** Above a form the function could not be reached for: the values typed are kept. */
  unavailable:
    'Не удалось отправить заявку: сервис временно недоступен. Введённое сохранено — попробуйте ещё раз через минуту.',
};
