/** Submit texts of the constructor forms. */
export const constructorFormTexts = { submit: 'Отправить заявку', sending: 'Отправляем...' } as const;
