/** What the 404 page says: its head's title and description, its heading, its lead and its link home. */
export const notFoundTexts = {
  title: 'Страница не найдена',
  description: 'Такой страницы нет на сайте.',
  lead: 'Такой страницы нет. Возможно, ссылка устарела или в адресе опечатка.',
  home: 'Вернуться на главную',
} as const;
