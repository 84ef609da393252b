/** What a call of a function answers the visitor when the server cannot, in Russian: the book's `connection`. */
export const connectionTexts = {
  /** The network failed, or the functions' client did not arrive. */
  offline: 'Нет связи с сервером. Проверьте подключение и попробуйте еще раз.',
  /** An error answer without the functions' JSON (a proxy's page, a gateway's 502). */
  failed: 'Произошла ошибка при отправке заявки. Попробуйте еще раз.',
};
