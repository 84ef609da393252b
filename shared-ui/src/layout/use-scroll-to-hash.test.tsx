import { act, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { navigateToUrl } from 'single-spa';
import { renderWithTheme } from '../testing/render-with-theme';
import { NavList } from './nav-list/nav-list';
import { goToSiteHref, navigationScrollDelayMs, sectionPoll } from './site-navigation';
import { useScrollToHash } from './use-scroll-to-hash';

jest.mock('single-spa', () => ({ navigateToUrl: jest.fn() }));

const scrolledTo: string[] = [];
const behaviours: (ScrollBehavior | undefined)[] = [];

function Page({ sectionLater = false }: { sectionLater?: boolean }) {
  useScrollToHash();
  const [shown, setShown] = useState(!sectionLater);
  return (
    <>
      <button type="button" onClick={() => setShown(true)}>
        Показать
      </button>
      {shown ? <section id="contact-form" aria-label="Форма" /> : null}
      <section id="about" aria-label="О нас" />
    </>
  );
}

const navigate = (url: string) =>
  act(() => {
    window.history.pushState(null, '', url);
    window.dispatchEvent(new PopStateEvent('popstate'));
  });

beforeEach(() => {
  jest.useFakeTimers();
  scrolledTo.length = 0;
  behaviours.length = 0;
  Element.prototype.scrollIntoView = function (this: Element, options?: boolean | ScrollIntoViewOptions) {
    scrolledTo.push(this.id);
    behaviours.push(typeof options === 'object' ? options.behavior : undefined);
  };
  jest.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
  jest.mocked(navigateToUrl).mockClear();
});

afterEach(() => {
  jest.useRealTimers();
  jest.restoreAllMocks();
  Reflect.deleteProperty(window, 'matchMedia');
  window.history.replaceState(null, '', '/');
});

describe('useScrollToHash', () => {
  it('scrolls to the section of the address on mount', () => {
    window.history.replaceState(null, '', '/#about');
    render(<Page />);
    expect(scrolledTo).toEqual(['about']);
    expect(behaviours).toEqual(['smooth']);
  });

  it('waits for a section that is rendered later', () => {
    window.history.replaceState(null, '', '/#contact-form');
    render(<Page sectionLater />);
    expect(scrolledTo).toEqual([]);
    act(() => screen.getByRole('button', { name: 'Показать' }).click());
    act(() => jest.advanceTimersByTime(sectionPoll.intervalMs));
    expect(scrolledTo).toEqual(['contact-form']);
  });

  it('gives up on a section that never appears', () => {
    window.history.replaceState(null, '', '/#missing');
    render(<Page />);
    act(() => jest.advanceTimersByTime(sectionPoll.intervalMs * sectionPoll.attempts * 2));
    expect(jest.getTimerCount()).toBe(0);
    expect(scrolledTo).toEqual([]);
  });

  it('follows navigation but not repeated reports of the same address', () => {
    render(<Page />);
    navigate('/#contact-form');
    navigate('/#contact-form');
    navigate('/#about');
    expect(scrolledTo).toEqual(['contact-form', 'about']);
  });

  it('jumps without animation for visitors who ask for reduced motion', () => {
    Object.defineProperty(window, 'matchMedia', {
      configurable: true,
      value: (query: string) => ({ matches: query.includes('reduce') }),
    });
    window.history.replaceState(null, '', '/#about');
    render(<Page />);
    expect(behaviours).toEqual(['auto']);
  });
});

describe('goToSiteHref', () => {
  it('scrolls to a section of the current page without navigating', () => {
    render(<Page />);
    goToSiteHref('/#contact-form');
    expect(scrolledTo).toEqual(['contact-form']);
    expect(navigateToUrl).not.toHaveBeenCalled();
  });

  it('leaves focus where it is unless asked to move it to the section', () => {
    render(<Page />);
    goToSiteHref('/#contact-form');
    expect(document.body).toHaveFocus();
    goToSiteHref('/#contact-form', { focusSection: true });
    expect(screen.getByRole('region', { name: 'Форма' })).toHaveFocus();
    expect(screen.getByRole('region', { name: 'Форма' })).toHaveAttribute('tabindex', '-1');
  });

  it('opens another page and shows it from the top after the delay', () => {
    goToSiteHref('/pricing');
    expect(navigateToUrl).toHaveBeenCalledWith('http://localhost/pricing');
    act(() => jest.advanceTimersByTime(navigationScrollDelayMs - 1));
    expect(window.scrollTo).not.toHaveBeenCalled();
    act(() => jest.advanceTimersByTime(1));
    expect(window.scrollTo).toHaveBeenCalledWith({ top: 0 });
  });

  it('opens a section of another page through navigation', () => {
    window.history.replaceState(null, '', '/pricing');
    goToSiteHref('/#contact-form');
    expect(navigateToUrl).toHaveBeenCalledWith('http://localhost/#contact-form');
    act(() => jest.advanceTimersByTime(navigationScrollDelayMs));
    expect(window.scrollTo).not.toHaveBeenCalled();
  });

  it('does not pull the visitor back to the top when they went on to a section before the delay ended', () => {
    goToSiteHref('/services');
    goToSiteHref('/#contact-form');
    act(() => jest.advanceTimersByTime(navigationScrollDelayMs));
    expect(window.scrollTo).not.toHaveBeenCalled();
  });
});

describe('a site link (followSiteLink)', () => {
  const renderLink = () =>
    renderWithTheme(
      <>
        <Page />
        <NavList items={[{ label: 'О нас', href: '/#about' }]} pathname="/" />
      </>,
    );

  it('moves focus to the section when the link is followed with the keyboard', () => {
    renderLink();
    fireEvent.click(screen.getByRole('link', { name: 'О нас' }), { detail: 0 });
    expect(scrolledTo).toEqual(['about']);
    expect(screen.getByRole('region', { name: 'О нас' })).toHaveFocus();
  });

  it('only scrolls when the link is clicked with a pointer', () => {
    renderLink();
    const link = screen.getByRole('link', { name: 'О нас' });
    link.focus();
    fireEvent.click(link, { detail: 1 });
    expect(scrolledTo).toEqual(['about']);
    expect(link).toHaveFocus();
  });
});
