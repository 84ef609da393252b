import {
  consultationHref,
  digitalFooterLinks,
  digitalHeaderLinks,
  emailHref,
  logoHref,
  marketingFooterLinks,
  marketingHeaderLinks,
  phoneHref,
} from './navigation';
import { findRoute } from './route-table';

const allLinks = [
  ...marketingHeaderLinks,
  ...digitalHeaderLinks,
  ...marketingFooterLinks,
  ...digitalFooterLinks,
];

describe('navigation', () => {
  it('lists the marketing header of the spec in order (shared-ui’s book labels it)', () => {
    expect(marketingHeaderLinks).toEqual([
      '/#about',
      '/pricing',
      '/services',
      '/why-choose-us',
      '/digital',
      '/#contact-form',
      '/ambassador',
    ]);
    expect(consultationHref).toBe('/#contact-form');
  });

  it('lists the digital header and footer of the spec', () => {
    expect(digitalHeaderLinks).toEqual([
      '/digital/services',
      '/digital#projects',
      '/digital#pricing',
      '/digital#contact',
      '/marketing',
    ]);
    expect(digitalFooterLinks[0]).toBe('/digital');
  });

  it('points every link at a page that exists', () => {
    for (const href of allLinks) {
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
