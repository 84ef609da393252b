import { screen, within } from '@testing-library/react';
import { axe } from 'jest-axe';
import { company, digitalServices, marketingServices, testRuntimeConfig } from 'shared-data/testing';
import { renderWithProviders } from '../../testing/render-with-providers';
import { SiteFooter } from './site-footer';

jest.mock('../open-page');

const linksOf = (nav: HTMLElement) =>
  within(nav)
    .getAllByRole('link')
    .map((link) => [link.textContent, link.getAttribute('href')]);

describe('SiteFooter', () => {
  it.each(['marketing', 'digital'] as const)('is accessible (%s)', async (variant) => {
    const { container } = renderWithProviders(<SiteFooter variant={variant} pathname="/" />);
    expect(await axe(container)).toHaveNoViolations();
  });

  it('shows the marketing footer menu of the spec', () => {
    renderWithProviders(<SiteFooter variant="marketing" pathname="/" />);
    expect(screen.getByRole('contentinfo')).toBeInTheDocument();
    expect(linksOf(screen.getByRole('navigation', { name: 'Разделы' }))).toEqual([
      ['О нас', '/#about'],
      ['Услуги', '/services'],
      ['Тарифы', '/pricing'],
      ['Почему мы', '/why-choose-us'],
      ['Контакты', '/#contact-form'],
      ['Амбассадор', '/ambassador'],
    ]);
  });

  it('shows the digital footer menu of the spec', () => {
    renderWithProviders(<SiteFooter variant="digital" pathname="/digital/services" />);
    expect(linksOf(screen.getByRole('navigation', { name: 'Разделы' }))).toEqual([
      ['Главная', '/digital'],
      ['Услуги', '/digital/services'],
      ['Почему мы', '/digital#why-us'],
      ['Пакеты', '/digital#pricing'],
      ['Контакты', '/digital#contact'],
      ['Marketing Agency', '/marketing'],
    ]);
    expect(screen.getByRole('link', { name: 'AGENCY' })).toHaveAttribute('href', '/digital');
  });

  it('lists the contacts of the runtime config', () => {
    const config = {
      ...testRuntimeConfig,
      agencyPhone: '+998 90 123-45-67',
      contactEmail: 'sales@example.uz',
      telegramUrl: 'https://t.me/example',
      instagramUrl: 'https://www.instagram.com/example',
    };
    renderWithProviders(<SiteFooter variant="marketing" pathname="/" />, { config });
    expect(screen.getByRole('link', { name: '+998 90 123-45-67' })).toHaveAttribute(
      'href',
      'tel:+998901234567',
    );
    expect(screen.getByRole('link', { name: 'sales@example.uz' })).toHaveAttribute(
      'href',
      'mailto:sales@example.uz',
    );
    const telegram = screen.getByRole('link', { name: /^Telegram/ });
    expect(telegram).toHaveAttribute('href', 'https://t.me/example');
    expect(telegram).toHaveAccessibleName('Telegram (откроется в новой вкладке)');
    expect(telegram).toHaveAttribute('rel', expect.stringContaining('noopener'));
    expect(screen.getByRole('link', { name: /^Instagram/ })).toHaveAttribute(
      'href',
      'https://www.instagram.com/example',
    );
  });

  it('shows the copyright line with the current year', () => {
    renderWithProviders(<SiteFooter variant="digital" pathname="/digital" />);
    expect(screen.getByText(`© ${new Date().getFullYear()} AGENCY`)).toBeInTheDocument();
  });

  it.each([
    ['marketing', marketingServices[0]?.title, '/services'],
    ['digital', digitalServices[0]?.title, '/digital/services'],
  ] as const)('lists services of the %s catalog', (variant, title, href) => {
    renderWithProviders(<SiteFooter variant={variant} pathname="/" />);
    const list = screen.getByRole('list', { name: 'Услуги' });
    const links = within(list).getAllByRole('link');
    expect(links).toHaveLength(5);
    expect(links[0]).toHaveTextContent(title ?? '');
    for (const link of links) expect(link).toHaveAttribute('href', href);
  });

  it.each(['marketing', 'digital'] as const)('links the privacy policy (%s)', (variant) => {
    renderWithProviders(<SiteFooter variant={variant} pathname="/" />);
    expect(
      within(screen.getByRole('contentinfo')).getByRole('link', { name: 'Политика конфиденциальности' }),
    ).toHaveAttribute('href', '/privacy');
  });

  it('gives the address and the working hours', () => {
    renderWithProviders(<SiteFooter variant="marketing" pathname="/" />);
    expect(screen.getByText(company.addressText)).toBeInTheDocument();
    expect(screen.getByText('Пн–Вс: 09:00–18:00')).toBeInTheDocument();
  });
});
