import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { axe } from 'jest-axe';
import { navigateToUrl } from 'single-spa';
import { AppLink } from './app-link';

jest.mock('single-spa', () => ({ navigateToUrl: jest.fn() }));

const navigate = jest.mocked(navigateToUrl);

beforeEach(() => navigate.mockClear());

/** Clicks and tells whether the browser would have followed the link; then stops jsdom from trying to. */
function clickLeftToBrowser(element: HTMLElement, init: MouseEventInit = {}) {
  let leftToBrowser = false;
  const record = (event: Event) => {
    leftToBrowser = !event.defaultPrevented;
    event.preventDefault();
  };
  document.addEventListener('click', record);
  fireEvent.click(element, init);
  document.removeEventListener('click', record);
  return leftToBrowser;
}

describe('AppLink', () => {
  it('is accessible', async () => {
    const { container } = render(<AppLink href="/pricing">Тарифы</AppLink>);
    expect(await axe(container)).toHaveNoViolations();
  });

  it('keeps a real href for crawlers, new tabs and no-JS visitors', () => {
    render(<AppLink href="/digital#pricing">Пакеты</AppLink>);
    expect(screen.getByRole('link', { name: 'Пакеты' })).toHaveAttribute('href', '/digital#pricing');
  });

  it('navigates through single-spa on a plain click', () => {
    const onClick = jest.fn();
    render(
      <AppLink href="/digital#pricing" onClick={onClick}>
        Пакеты
      </AppLink>,
    );
    expect(clickLeftToBrowser(screen.getByRole('link', { name: 'Пакеты' }))).toBe(false);
    expect(navigate).toHaveBeenCalledWith('http://localhost/digital#pricing');
    expect(onClick).toHaveBeenCalledTimes(1);
  });

  it.each([
    ['ctrl', { ctrlKey: true }],
    ['meta', { metaKey: true }],
    ['shift', { shiftKey: true }],
    ['middle button', { button: 1 }],
  ])('leaves a %s click to the browser', (_name, init) => {
    render(<AppLink href="/pricing">Тарифы</AppLink>);
    expect(clickLeftToBrowser(screen.getByRole('link', { name: 'Тарифы' }), init)).toBe(true);
    expect(navigate).not.toHaveBeenCalled();
  });

  it.each([
    ['an external site', 'https://t.me/agency_uz', {}],
    ['a phone number', 'tel:+998712004545', {}],
    ['an e-mail address', 'mailto:hello@agency.uz', {}],
    ['a new tab', '/pricing', { target: '_blank' }],
  ])('leaves a link to %s to the browser', (_name, href, extra) => {
    render(
      <AppLink href={href} {...extra}>
        Ссылка
      </AppLink>,
    );
    expect(clickLeftToBrowser(screen.getByRole('link', { name: 'Ссылка' }))).toBe(true);
    expect(navigate).not.toHaveBeenCalled();
  });

  it('does nothing more when its own click handler prevented the default', async () => {
    render(
      <AppLink href="/pricing" onClick={(event) => event.preventDefault()}>
        Тарифы
      </AppLink>,
    );
    await userEvent.click(screen.getByRole('link', { name: 'Тарифы' }));
    expect(navigate).not.toHaveBeenCalled();
  });
});
