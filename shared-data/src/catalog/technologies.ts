import { digitalTechnologies } from 'shared-data/catalog';

/** A technology of the digital studio's stack with a short note on what it is used for. */
export interface Technology {
  name: string;
  note: string;
}

const notes: Record<string, string> = {
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
};

/** The 12 technologies of the digital services page, in the order of `digitalTechnologies`. */
export const technologies: readonly Technology[] = digitalTechnologies.map((name) => ({
  name,
  note: notes[name] ?? '',
}));
