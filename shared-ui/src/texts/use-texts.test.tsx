import { renderToString } from 'react-dom/server';
import { defineBook, loadAllBooks } from 'shared-data/site';
import { ServerPathnameContext } from '../layout/use-current-pathname';
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
