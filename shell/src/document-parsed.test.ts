import { documentParsed } from './document-parsed';

describe('documentParsed', () => {
  afterEach(() => {
    jest.restoreAllMocks();
  });

  it('resolves at once on a parsed document', async () => {
    await expect(documentParsed()).resolves.toBeUndefined();
  });

  it('waits for the rest of the markup while the document is still loading', async () => {
    const readyState = jest.spyOn(document, 'readyState', 'get').mockReturnValue('loading');
    let parsed = false;
    const waiting = documentParsed().then(() => {
      parsed = true;
    });
    await Promise.resolve();
    expect(parsed).toBe(false);
    readyState.mockReturnValue('interactive');
    document.dispatchEvent(new Event('DOMContentLoaded'));
    await waiting;
    expect(parsed).toBe(true);
  });
});
