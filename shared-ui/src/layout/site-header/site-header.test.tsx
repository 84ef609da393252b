import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { axe } from 'jest-axe';
import { renderWithProviders } from '../../testing/render-with-providers';
import { openPage } from '../open-page';
import { SiteMenuSheet } from './mobile-menu';
import { SiteHeader } from './site-header';

jest.mock('../open-page');

const linksOf = (nav: HTMLElement) =>
  within(nav)
    .getAllByRole('link')
    .map((link) => [link.textContent, link.getAttribute('href')]);

const scrolledTo: string[] = [];

beforeEach(() => {
  scrolledTo.length = 0;
  jest.mocked(openPage).mockClear();
  jest.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
  Element.prototype.scrollIntoView = function (this: Element) {
    scrolledTo.push(this.id);
  };
});

afterEach(() => {
  jest.restoreAllMocks();
  window.history.replaceState(null, '', '/');
});

/** A division's header with its menu sheet after the page, as PageLayout writes them. */
function renderHeaderAndMenu(variant: 'marketing' | 'digital', pathname: string) {
  return renderWithProviders(
    <>
      <SiteHeader variant={variant} pathname={pathname} />
      <SiteMenuSheet variant={variant} pathname={pathname} />
    </>,
  );
}

/** The marketing header on the home page, above the consultation form it links to. */
function renderHomeWithContactForm() {
  window.history.replaceState(null, '', '/');
  renderWithProviders(
    <>
      <SiteHeader variant="marketing" />
      <section id="contact-form" aria-label="Заявка" />
      <SiteMenuSheet variant="marketing" />
    </>,
  );
}

describe('SiteHeader', () => {
  it.each(['marketing', 'digital'] as const)('is accessible (%s)', async (variant) => {
    const { container } = renderWithProviders(<SiteHeader variant={variant} pathname="/" />);
    expect(await axe(container)).toHaveNoViolations();
  });

  it('shows the marketing menu of the spec and the consultation button', () => {
    renderWithProviders(<SiteHeader variant="marketing" pathname="/" />);
    expect(screen.getByRole('banner')).toBeInTheDocument();
    expect(linksOf(screen.getByRole('navigation', { name: 'Основное меню' }))).toEqual([
      ['О нас', '/#about'],
      ['Тарифы', '/pricing'],
      ['Услуги', '/services'],
      ['Почему мы', '/why-choose-us'],
      ['Digital Agency', '/digital'],
      ['Контакты', '/#contact-form'],
      ['Амбассадор', '/ambassador'],
    ]);
    expect(screen.getByRole('link', { name: 'Консультация' })).toHaveAttribute('href', '/#contact-form');
  });

  it.each([
    ['/digital/services', 'O‘zbekcha', '/uz/digital/services', 'uz'],
    ['/uz/pricing', 'Русский', '/pricing', 'ru'],
    ['/uz', 'Русский', '/', 'ru'],
  ])(
    'on %s links to the same page in the other language, in the header and the menu sheet',
    async (path, name, href, to) => {
      window.history.replaceState(null, '', path);
      renderHeaderAndMenu(path.includes('digital') ? 'digital' : 'marketing', path);
      const inHeader = within(screen.getByRole('banner')).getByRole('link', { name });
      expect(inHeader).toHaveAttribute('href', href);
      expect(inHeader).toHaveAttribute('hreflang', to);
      expect(inHeader).toHaveAttribute('lang', to);
      await userEvent.click(screen.getByRole('button', { name: path.startsWith('/uz') ? 'Menyu' : 'Меню' }));
      const sheet = await screen.findByRole('dialog');
      expect(within(sheet).getByRole('link', { name })).toHaveAttribute('href', href);
    },
  );

  it('shows the digital menu of the spec and the order button', () => {
    renderWithProviders(<SiteHeader variant="digital" pathname="/digital" />);
    expect(linksOf(screen.getByRole('navigation', { name: 'Меню Digital Agency' }))).toEqual([
      ['Услуги', '/digital/services'],
      ['Проекты', '/digital#projects'],
      ['Пакеты', '/digital#pricing'],
      ['Контакты', '/digital#contact'],
      ['Marketing Agency', '/marketing'],
    ]);
    expect(screen.getByRole('link', { name: 'Заказать проект' })).toHaveAttribute('href', '/digital#contact');
  });

  it.each([
    ['/digital', '/digital'],
    ['/digital/services', '/digital'],
    ['/marketing', '/marketing'],
    ['/pricing', '/'],
    ['/ambassador/abc', '/'],
    ['/', '/'],
  ])('on %s sends the logo to %s', (pathname, target) => {
    renderWithProviders(<SiteHeader variant="marketing" pathname={pathname} />);
    expect(screen.getByRole('link', { name: 'AGENCY' })).toHaveAttribute('href', target);
  });

  it('follows the URL when no pathname is given', () => {
    window.history.replaceState(null, '', '/pricing');
    renderWithProviders(<SiteHeader variant="marketing" />);
    expect(screen.getByRole('link', { name: 'AGENCY' })).toHaveAttribute('href', '/');
    expect(screen.getByRole('link', { name: 'Тарифы' })).toHaveAttribute('aria-current', 'page');

    act(() => {
      window.history.pushState(null, '', '/digital/services');
      window.dispatchEvent(new PopStateEvent('popstate'));
    });
    expect(screen.getByRole('link', { name: 'AGENCY' })).toHaveAttribute('href', '/digital');
    expect(screen.getByRole('link', { name: 'Тарифы' })).not.toHaveAttribute('aria-current');
  });

  it('starts with a skip link to the main content', async () => {
    renderWithProviders(<SiteHeader variant="marketing" pathname="/" />);
    await userEvent.tab();
    expect(screen.getByRole('link', { name: 'Перейти к содержимому' })).toHaveFocus();
  });

  it('moves to another micro-frontend without a reload', async () => {
    renderWithProviders(<SiteHeader variant="marketing" pathname="/" />);
    await userEvent.click(screen.getByRole('link', { name: 'Digital Agency' }));
    expect(openPage).toHaveBeenCalledWith('http://localhost/digital');
  });

  it('is accessible with the mobile menu open', async () => {
    renderHeaderAndMenu('marketing', '/');
    await userEvent.click(screen.getByRole('button', { name: 'Меню' }));
    expect(await axe(await screen.findByRole('dialog', { name: 'Меню' }))).toHaveNoViolations();
  });

  it('offers the marketing menu and the consultation button in the mobile sheet', async () => {
    renderHeaderAndMenu('marketing', '/');
    await userEvent.click(screen.getByRole('button', { name: 'Меню' }));
    const sheet = await screen.findByRole('dialog', { name: 'Меню' });
    expect(linksOf(within(sheet).getByRole('navigation', { name: 'Основное меню' }))).toEqual([
      ['О нас', '/#about'],
      ['Тарифы', '/pricing'],
      ['Услуги', '/services'],
      ['Почему мы', '/why-choose-us'],
      ['Digital Agency', '/digital'],
      ['Контакты', '/#contact-form'],
      ['Амбассадор', '/ambassador'],
    ]);
    expect(within(sheet).getByRole('link', { name: 'Консультация' })).toHaveAttribute(
      'href',
      '/#contact-form',
    );
  });

  it('offers the digital menu and the order button in the mobile sheet', async () => {
    renderHeaderAndMenu('digital', '/digital');
    await userEvent.click(screen.getByRole('button', { name: 'Меню' }));
    const sheet = await screen.findByRole('dialog', { name: 'Меню' });
    expect(linksOf(sheet)).toEqual([
      ['Услуги', '/digital/services'],
      ['Проекты', '/digital#projects'],
      ['Пакеты', '/digital#pricing'],
      ['Контакты', '/digital#contact'],
      ['Marketing Agency', '/marketing'],
      ['Заказать проект', '/digital#contact'],
      ['O‘zbekcha', '/uz/digital'],
    ]);
  });

  it('closes the mobile sheet after a choice and then scrolls to the section of this page', async () => {
    renderHomeWithContactForm();
    await userEvent.click(screen.getByRole('button', { name: 'Меню' }));
    await userEvent.click(within(await screen.findByRole('dialog')).getByRole('link', { name: 'Контакты' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(scrolledTo).toEqual(['contact-form']));
    expect(openPage).not.toHaveBeenCalled();
  });

  it('takes focus to the section when the choice in the mobile sheet is made with the keyboard', async () => {
    renderHomeWithContactForm();
    await userEvent.click(screen.getByRole('button', { name: 'Меню' }));
    within(screen.getByRole('dialog')).getByRole('link', { name: 'Контакты' }).focus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(screen.getByRole('region', { name: 'Заявка' })).toHaveFocus());
    expect(scrolledTo).toEqual(['contact-form']);
  });

  it('closes the mobile sheet after a choice of another page and opens it', async () => {
    renderHeaderAndMenu('marketing', '/');
    await userEvent.click(screen.getByRole('button', { name: 'Меню' }));
    await userEvent.click(
      within(await screen.findByRole('dialog')).getByRole('link', { name: 'Амбассадор' }),
    );
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(openPage).toHaveBeenCalledWith('http://localhost/ambassador'));
  });

  it('scrolls to the consultation form of the home page instead of reloading it', async () => {
    renderHomeWithContactForm();
    await userEvent.click(screen.getByRole('link', { name: 'Консультация' }));
    expect(scrolledTo).toEqual(['contact-form']);
    expect(openPage).not.toHaveBeenCalled();
  });

  it('goes home to the consultation form from another page', async () => {
    window.history.replaceState(null, '', '/pricing');
    renderWithProviders(<SiteHeader variant="marketing" />);
    await userEvent.click(screen.getByRole('link', { name: 'Консультация' }));
    expect(openPage).toHaveBeenCalledWith('http://localhost/#contact-form');
  });
});
