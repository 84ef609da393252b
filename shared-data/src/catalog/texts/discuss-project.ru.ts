/**
 * The /service page's Russian texts: what to tell about a project and what happens next, by id. The Uzbek
 * book (`discuss-project.uz.ts`) gives every one of them.
 */
export default {
  briefPoints: {
    goal: {
      value: 'Цель',
      label: 'Какую задачу бизнеса должен решить проект',
      description: 'Больше заявок, автоматизация продаж, запуск нового продукта или выход в онлайн.',
    },
    audience: {
      value: 'Аудитория',
      label: 'Кто ваши клиенты',
      description: 'Кому вы продаёте, в каком городе и где эти люди проводят время в интернете.',
    },
    scope: {
      value: 'Состав работ',
      label: 'Что нужно сделать',
      description: 'Сайт, приложение, бот, CRM, реклама или SMM — и что у вас уже есть сейчас.',
    },
    timing: {
      value: 'Сроки и бюджет',
      label: 'Когда нужен результат и на какой бюджет вы рассчитываете',
      description: 'Даже примерная вилка помогает предложить реалистичный план.',
    },
  },
  nextSteps: {
    reply: {
      label: 'Связываемся с вами',
      /** How soon the agency calls back, within its opening hours («09:00», «18:00»). */
      description: (minutes: number, opens: string, closes: string) =>
        `Свяжемся с вами в течение ${minutes} минут в рабочее время (Пн–Вс: ${opens}–${closes}).`,
    },
    call: {
      label: 'Обсуждаем задачу',
      description: 'Бесплатная консультация: уточняем цели, сроки и ограничения проекта.',
    },
    proposal: {
      label: 'Готовим предложение',
      description: 'Присылаем план работ, сроки и стоимость. Оплата — только после подписания договора.',
    },
  },
};
