import { languageChoice } from 'shared-data/page';
import { keepLanguageChoice } from './language-choice';

const cookieOf = () =>
  document.cookie
    .split('; ')
    .find((pair) => pair.startsWith(`${languageChoice.cookie}=`))
    ?.split('=')[1];

beforeAll(() => keepLanguageChoice());
afterEach(() => {
  document.cookie = `${languageChoice.cookie}=; Path=/; Max-Age=0`;
  window.history.pushState({}, '', '/');
  document.body.replaceChildren();
});

const switchTo = (language: string, href: string) => {
  document.body.innerHTML = `<header><a href="${href}" ${languageChoice.switchAttribute}="${language}"><span>O‘zbekcha</span></a><a href="/pricing">Тарифы</a></header>`;
  const link = document.querySelector('a') as HTMLAnchorElement;
  // The page's own code is not there: the link is followed as it is (jsdom does not navigate).
  link.addEventListener('click', (event) => event.preventDefault());
  return link;
};

test('the switch keeps the chosen language in a cookie for the whole site, and the section read', () => {
  window.history.pushState({}, '', '/pricing?code=AMB15-7K2QXWP#plans');
  const link = switchTo('uz', '/uz/pricing');
  (link.querySelector('span') as HTMLElement).click();
  expect(cookieOf()).toBe('uz');
  expect(link.getAttribute('href')).toBe('http://localhost/uz/pricing?code=AMB15-7K2QXWP#plans');
});

test('without a section the switch leads where it says; another link keeps no choice', () => {
  window.history.pushState({}, '', '/uz/digital');
  const link = switchTo('ru', '/digital');
  (document.querySelectorAll('a')[1] as HTMLAnchorElement).addEventListener('click', (event) =>
    event.preventDefault(),
  );
  (document.querySelectorAll('a')[1] as HTMLAnchorElement).click();
  expect(cookieOf()).toBeUndefined();
  link.click();
  expect(cookieOf()).toBe('ru');
  expect(link.getAttribute('href')).toBe('/digital');
});
