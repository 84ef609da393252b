/** The inbox page's own texts, in Russian: its title and its header; each feature's are beside it. */
export const adminTexts = {
  title: 'Заявки',
  header: {
    signedInAs: (email: string) => `Вы вошли как ${email}`,
    signOut: 'Выйти',
    sections: 'Разделы кабинета',
    leads: 'Заявки',
    mail: 'Почта',
    erase: 'Удаление данных',
    summary: 'Сводка',
  },
} as const;
