import type { BookShape } from 'shared-data/site';
import type ru from './technologies.ru';

/** What each technology of the studio's stack is used for, in Uzbek, by its name. */
export default {
  notes: {
    React: 'Veb-ilovalar uchun tez va qulay interfeyslar',
    'Node.js': 'JavaScript tilida server qismi va API',
    Python: 'Backend, avtomatlashtirish va ma’lumotlar tahlili',
    PostgreSQL: 'Ishonchli relyatsion ma’lumotlar bazasi',
    MongoDB: 'Hujjatlar va kataloglarni moslashuvchan saqlash',
    AWS: 'Bulutli infratuzilma va xosting',
    Docker: 'Konteynerlashtirish va yagona muhit',
    Kubernetes: 'Servislarni orkestratsiya qilish va masshtablash',
    'React Native': 'Krossplatforma mobil ilovalar',
    Flutter: 'iOS va Android uchun mobil ilovalar',
    TensorFlow: 'Mashinaviy o‘qitish va neyron tarmoqlar',
    Redis: 'Keshlash va vazifalar navbati',
  },
} satisfies BookShape<typeof ru>;
