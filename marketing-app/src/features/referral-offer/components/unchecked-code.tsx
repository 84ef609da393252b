/** The code could not be checked now; the order form checks it again. */
export function UncheckedCode({ promoCode }: { promoCode: string }) {
  return (
    <>
      Промокод <strong>{promoCode}</strong> сохранен. Проверить его сейчас не удалось — мы проверим его при
      оформлении заявки.
    </>
  );
}
