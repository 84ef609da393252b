import type { Language, RemoteName } from 'shared-data/site';

/** A division's name as the fallback names it, in each language. */
const divisionNames: Readonly<Record<Language, Readonly<Record<RemoteName, string>>>> = {
  ru: {
    'marketing-app': 'Маркетинговое агентство',
    'digital-app': 'Digital-студия',
    'ambassador-app': 'Программа амбассадоров',
    'admin-app': 'Кабинет команды',
  },
  uz: {
    'marketing-app': 'Marketing agentligi',
    'digital-app': 'Digital-studiya',
    'ambassador-app': 'Ambassadorlar dasturi',
    'admin-app': 'Jamoa kabineti',
  },
};

/**
 * What the fallback of a division that could not load says, in both languages in the shell's own code: it is shown
 * when a chunk did not arrive, so it must not wait for another (a text book's).
 */
export const fallbackTexts: Readonly<
  Record<Language, { message: (name: RemoteName) => string; home: string }>
> = {
  ru: {
    message: (name) =>
      `Не удалось загрузить раздел «${divisionNames.ru[name]}». Проверьте подключение к интернету и попробуйте еще раз — остальные разделы сайта работают.`,
    home: 'На главную',
  },
  uz: {
    message: (name) =>
      `«${divisionNames.uz[name]}» bo‘limini yuklab bo‘lmadi. Internet aloqasini tekshirib, qayta urinib ko‘ring — saytning boshqa bo‘limlari ishlayapti.`,
    home: 'Bosh sahifaga',
  },
};
