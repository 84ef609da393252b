import { keepVisitSource, storedVisitSource, visitSourceStorageKey } from 'shared-data/lead-source';
import { keepThisVisitSource, sendVisitSourceWithPosts } from './visit-source';

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

/** A visit to `url` from `referrer` in a window without paint reports, whose frames the test draws. */
function unpaintedVisit(url: string, referrer: string) {
  const frames: (() => void)[] = [];
  const target = Object.assign(new EventTarget(), {
    location: new URL(url),
    document: { referrer },
    sessionStorage,
    requestAnimationFrame: (run: () => void) => frames.push(run),
    setTimeout: (run: () => void) => window.setTimeout(run, 0),
  }) as unknown as Window;
  const paint = () => {
    for (const frame of frames.splice(0)) frame();
  };
  return { target, paint };
}

const nextTask = () => new Promise((resolve) => window.setTimeout(resolve, 0));

describe('keepThisVisitSource', () => {
  beforeEach(() => sessionStorage.clear());

  it('keeps the address and referrer the visit began with once the page has painted, not before', async () => {
    const visit = unpaintedVisit(
      'https://agency.example/smm?utm_source=google&utm_medium=cpc',
      'https://www.google.com/',
    );
    keepThisVisitSource(visit.target);
    expect(sessionStorage.getItem(visitSourceStorageKey)).toBeNull();
    visit.paint();
    await nextTask();
    expect(storedVisitSource(sessionStorage)).toEqual({
      utm_source: 'google',
      utm_medium: 'cpc',
      referrer: 'www.google.com',
      landing_path: '/smm',
    });
  });

  it('keeps it as the page is left before its first paint, once', async () => {
    const visit = unpaintedVisit('https://agency.example/pricing', 'https://t.me/agency');
    keepThisVisitSource(visit.target);
    visit.target.dispatchEvent(new Event('pagehide'));
    expect(storedVisitSource(sessionStorage)).toMatchObject({ referrer: 't.me', landing_path: '/pricing' });
    sessionStorage.clear();
    visit.paint();
    await nextTask();
    expect(sessionStorage.getItem(visitSourceStorageKey)).toBeNull();
  });

  it('gives a form posted before the first paint the source all the same', () => {
    const visit = unpaintedVisit('https://agency.example/digital?utm_campaign=zima', '');
    sendVisitSourceWithPosts(window, keepThisVisitSource(visit.target));
    document.body.innerHTML = '<form method="post"><input name="name" value="Азиз"></form>';
    expect(submitted(document.querySelector('form') as HTMLFormElement)).toMatchObject({
      name: 'Азиз',
      utm_campaign: 'zima',
      landing_path: '/digital',
    });
  });
});
