import { runInNewContext } from 'node:vm';
import { pageScript } from './page-script';

// What tsx's compiler writes into a function it keeps the name of; the page has no such global.
declare const __name: <T>(target: T, name: string) => T;

function keepName(value: { name: string }) {
  const read = __name(() => value.name, 'read');
  (globalThis as { kept?: string }).kept = read();
}

describe('pageScript', () => {
  it('runs a function that calls the __name helper in a page that has none, with its argument', () => {
    const page: { kept?: string } = {};
    expect(() => runInNewContext(`(${keepName.toString()})({ name: 'x' })`, {})).toThrow(
      '__name is not defined',
    );
    runInNewContext(pageScript(keepName, { name: 'Заявка на тариф POPULAR' }), page);
    expect(page.kept).toBe('Заявка на тариф POPULAR');
  });
});
