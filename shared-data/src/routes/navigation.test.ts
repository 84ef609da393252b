import {
  consultationHref,
  digitalFooterNav,
  digitalHeaderAction,
  digitalHeaderNav,
  emailHref,
  logoHref,
  marketingFooterNav,
  marketingHeaderAction,
  marketingHeaderNav,
  phoneHref,
} from './navigation';
import { findRoute } from './route-table';

const allLinks = [
  ...marketingHeaderNav,
  ...digitalHeaderNav,
  ...marketingFooterNav,
  ...digitalFooterNav,
  marketingHeaderAction,
  digitalHeaderAction,
];

describe('navigation', () => {
  it('lists the marketing header of the spec in order', () => {
    expect(marketingHeaderNav.map((item) => [item.label, item.href])).toEqual([
      ['О нас', '/#about'],
      ['Тарифы', '/pricing'],
      ['Услуги', '/services'],
      ['Почему мы', '/why-choose-us'],
      ['Digital Agency', '/digital'],
      ['Контакты', '/#contact-form'],
      ['Амбассадор', '/ambassador'],
    ]);
    expect(marketingHeaderAction).toEqual({ label: 'Консультация', href: consultationHref });
    expect(consultationHref).toBe('/#contact-form');
  });

  it('lists the digital header and footer of the spec', () => {
    expect(digitalHeaderNav.map((item) => item.label)).toEqual([
      'Услуги',
      'Проекты',
      'Пакеты',
      'Контакты',
      'Marketing Agency',
    ]);
    expect(digitalHeaderAction.label).toBe('Заказать проект');
    expect(digitalFooterNav.find((item) => item.label === 'Пакеты')?.href).toBe('/digital#pricing');
    expect(digitalFooterNav[0]).toEqual({ label: 'Главная', href: '/digital' });
  });

  it('points every link at a page that exists', () => {
    for (const { href } of allLinks) {
      const path = new URL(href, 'http://site.test').pathname;
      expect(findRoute(path)).toBeDefined();
    }
  });

  it('sends the logo to the division the visitor is in', () => {
    expect(logoHref('/digital')).toBe('/digital');
    expect(logoHref('/digital/services')).toBe('/digital');
    expect(logoHref('/marketing')).toBe('/marketing');
    expect(logoHref('/pricing')).toBe('/');
    expect(logoHref('/digitalize')).toBe('/');
    expect(logoHref('/')).toBe('/');
  });

  it('builds contact links', () => {
    expect(phoneHref('+998 (71) 200-45-45')).toBe('tel:+998712004545');
    expect(emailHref(' hello@agency.uz ')).toBe('mailto:hello@agency.uz');
  });
});
