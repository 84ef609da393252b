/** What each technology of the studio's stack is used for, in Russian, by its name. */
export default {
  notes: {
    React: 'Быстрые и удобные интерфейсы веб-приложений',
    'Node.js': 'Серверная часть и API на JavaScript',
    Python: 'Бэкенд, автоматизация и анализ данных',
    PostgreSQL: 'Надёжная реляционная база данных',
    MongoDB: 'Гибкое хранение документов и каталогов',
    AWS: 'Облачная инфраструктура и хостинг',
    Docker: 'Контейнеризация и единое окружение',
    Kubernetes: 'Оркестрация и масштабирование сервисов',
    'React Native': 'Кроссплатформенные мобильные приложения',
    Flutter: 'Мобильные приложения для iOS и Android',
    TensorFlow: 'Машинное обучение и нейросети',
    Redis: 'Кэширование и очереди задач',
  },
};
