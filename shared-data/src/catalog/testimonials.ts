/** A client's review in the marketing hero carousel. */
export interface Testimonial {
  id: string;
  text: string;
  author: string;
  /** The author's position. */
  role: string;
  company: string;
  rating: 5;
}

/** How long each testimonial stays in the carousel, in milliseconds. */
export const testimonialRotationMs = 4000;

/** The 7 testimonials of the marketing hero carousel. */
export const testimonials: readonly Testimonial[] = [
  {
    id: 'safran',
    text: 'За три месяца количество бронирований через Instagram выросло в два с половиной раза. Команда сама предлагает идеи для акций и всегда на связи.',
    author: 'Азиз Каримов',
    role: 'Владелец',
    company: 'Ресторан «Сафран», Ташкент',
    rating: 5,
  },
  {
    id: 'dent-style',
    text: 'Наконец-то реклама приводит пациентов, а не просто лайки. Запись на первичный приём стабильно заполнена на две недели вперёд.',
    author: 'Дилноза Юсупова',
    role: 'Главный врач',
    company: 'Стоматология «Дент Стиль»',
    rating: 5,
  },
  {
    id: 'bilim',
    text: 'Ребята запустили таргет и Telegram-бота для записи на курсы. Набор в новые группы закрыли за неделю до старта — раньше такого не было.',
    author: 'Шерзод Рахимов',
    role: 'Директор',
    company: 'Учебный центр «Билим Академия»',
    rating: 5,
  },
  {
    id: 'atlas-style',
    text: 'Сделали ребрендинг, новый сайт и контент для соцсетей. Продажи онлайн выросли втрое, а клиенты стали узнавать нас на улице.',
    author: 'Малика Ахмедова',
    role: 'Основатель',
    company: 'Бутик одежды «Атлас Стиль»',
    rating: 5,
  },
  {
    id: 'motor-plus',
    text: 'Нравится прозрачность: каждую неделю вижу, сколько пришло заявок и во что обошёлся каждый клиент. Загрузка сервиса выросла почти вдвое.',
    author: 'Бахтиёр Усманов',
    role: 'Управляющий',
    company: 'Автосервис «Мотор Плюс»',
    rating: 5,
  },
  {
    id: 'olmos',
    text: 'Агентство настроило CRM и рекламу на квартиры в новостройках. Отдел продаж получает тёплые заявки, а не случайные звонки.',
    author: 'Елена Ким',
    role: 'Директор по маркетингу',
    company: 'Строительная компания «Олмос Курилиш»',
    rating: 5,
  },
  {
    id: 'shirin',
    text: 'Вывели нашу кондитерскую в ТОП-3 по запросам о тортах на заказ в Ташкенте. Заказы идут каждый день, даже в несезон.',
    author: 'Жасур Алиев',
    role: 'Совладелец',
    company: 'Кондитерская «Ширин»',
    rating: 5,
  },
];
