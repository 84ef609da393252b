/** The shell's Russian texts. The Uzbek book (`uz.ts`) gives every one of them. */
export default {
  /** The 404 page: its head's title and description, its heading, its lead and its link home. */
  notFound: {
    title: 'Страница не найдена',
    description: 'Такой страницы нет на сайте.',
    lead: 'Такой страницы нет. Возможно, ссылка устарела или в адресе опечатка.',
    home: 'Вернуться на главную',
  },
};
