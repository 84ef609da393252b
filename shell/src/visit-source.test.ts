import { keepVisitSource } from 'shared-data/lead-source';
import { sendVisitSourceWithPosts } from './visit-source';

beforeAll(() => sendVisitSourceWithPosts(window));

beforeEach(() => {
  sessionStorage.clear();
  keepVisitSource(
    sessionStorage,
    new URL('https://agency.example/pricing?utm_source=instagram&utm_campaign=autumn'),
    'https://t.me/agency',
  );
});

/** Submits `form` as a browser does (jsdom sends nothing) and gives the fields it carries once the page is done. */
function submitted(form: HTMLFormElement) {
  form.dispatchEvent(new Event('submit', { bubbles: true, cancelable: true }));
  return Object.fromEntries([...new FormData(form)].map(([name, value]) => [name, String(value)]));
}

describe('sendVisitSourceWithPosts', () => {
  it('gives a form posted to the server the visit’s source, keeping what the form has', () => {
    document.body.innerHTML =
      '<form method="post"><input name="name" value="Лола"><input type="hidden" name="utm_campaign" value="own"></form>';
    expect(submitted(document.querySelector('form') as HTMLFormElement)).toMatchObject({
      name: 'Лола',
      utm_source: 'instagram',
      utm_campaign: 'own',
      referrer: 't.me',
      landing_path: '/pricing',
    });
  });

  it('leaves a form that is not posted, and a post the page stopped', () => {
    document.body.innerHTML = '<form><input name="q" value="seo"></form>';
    expect(submitted(document.querySelector('form') as HTMLFormElement)).toEqual({ q: 'seo' });
    document.body.innerHTML = '<form method="post"><input name="name" value="Лола"></form>';
    const stopped = document.querySelector('form') as HTMLFormElement;
    stopped.addEventListener('submit', (event) => event.preventDefault());
    expect(submitted(stopped)).toEqual({ name: 'Лола' });
  });
});
