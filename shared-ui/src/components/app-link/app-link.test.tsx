import { fireEvent, render, screen } from '@testing-library/react';
import { axe } from 'jest-axe';
import { AppLink } from './app-link';

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

  it('leaves a plain click to the browser, which loads the next page', () => {
    const onClick = jest.fn();
    render(
      <AppLink href="/digital#pricing" onClick={onClick}>
        Пакеты
      </AppLink>,
    );
    expect(clickLeftToBrowser(screen.getByRole('link', { name: 'Пакеты' }))).toBe(true);
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
  });

  it('leaves the click to its own handler when that prevented the default', () => {
    render(
      <AppLink href="/pricing" onClick={(event) => event.preventDefault()}>
        Тарифы
      </AppLink>,
    );
    expect(clickLeftToBrowser(screen.getByRole('link', { name: 'Тарифы' }))).toBe(false);
  });
});
