/** Texts of the cabinet's place while it loads or when it could not. */
export const cabinetTexts = {
  loading: 'Загружаем кабинет амбассадора…',
  failed: 'Не удалось загрузить кабинет. Проверьте подключение и попробуйте еще раз.',
  retry: 'Повторить',
} as const;
