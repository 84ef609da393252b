import { renderToString } from 'react-dom/server';
import { type BookDefinition, defineBook, loadAllBooks, loadOnce } from 'shared-data/site';
import { ServerPathnameContext } from '../layout/use-current-pathname';
import { lazyComponent } from '../micro-frontend/lazy-component';
import { useTexts } from './use-texts';

const greetings = defineBook<{ hello: string }>('use-texts-test', {
  ru: async () => ({ default: { hello: 'Здравствуйте' } }),
  uz: async () => ({ default: { hello: 'Assalomu alaykum' } }),
});

function Greeting() {
  return <p>{useTexts(greetings).hello}</p>;
}

const renderAt = (pathname: string) =>
  renderToString(
    <ServerPathnameContext.Provider value={pathname}>
      <Greeting />
    </ServerPathnameContext.Provider>,
  );

test('a component reads its package’s texts in the language of the page’s path', async () => {
  await loadAllBooks();
  expect(renderAt('/pricing')).toBe('<p>Здравствуйте</p>');
  expect(renderAt('/uz/pricing')).toBe('<p>Assalomu alaykum</p>');
});

let formBook: BookDefinition<{ send: string }> | undefined;

function SendButton() {
  return <button type="button">{useTexts(formBook as BookDefinition<{ send: string }>).send}</button>;
}

test('a part loaded on intent brings the books its code defines, in the page’s language, before it renders', async () => {
  const code = loadOnce(async () => {
    // The part's module defines its package's book as it runs, as a feature's texts module does.
    formBook = defineBook<{ send: string }>('use-texts-test-form', {
      ru: async () => ({ default: { send: 'Отправить заявку' } }),
      uz: async () => ({ default: { send: 'Ariza yuborish' } }),
    });
    return { SendButton };
  });
  const Send = lazyComponent(code, 'SendButton');
  await Send.preload();
  // The page is at `/` (jsdom's address): its Russian book is there, the Uzbek one is not fetched.
  expect(formBook?.loaded('ru')).toEqual({ send: 'Отправить заявку' });
  expect(formBook?.loaded('uz')).toBeUndefined();
  expect(renderToString(<Send />)).toBe('<button type="button">Отправить заявку</button>');
});
