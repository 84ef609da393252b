/** What an app shows when it throws while rendering; kept free of theme and store, which may be the cause. */
export function AppCrash() {
  return (
    <main style={{ padding: '2rem 1rem', fontFamily: 'system-ui, sans-serif' }}>
      <h1>Что-то пошло не так</h1>
      <p>Раздел не удалось показать. Обновите страницу или вернитесь на главную.</p>
      <button type="button" onClick={() => window.location.reload()}>
        Обновить страницу
      </button>{' '}
      <a href="/">На главную</a>
    </main>
  );
}
