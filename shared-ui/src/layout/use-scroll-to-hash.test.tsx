import { act, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { renderWithTheme } from '../testing/render-with-theme';
import { NavList } from './nav-list/nav-list';
import { openPage } from './open-page';
import { goToSiteHref, sectionPoll } from './site-navigation';
import { useScrollToHash } from './use-scroll-to-hash';

jest.mock('./open-page');

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
  jest.mocked(openPage).mockClear();
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
    expect(openPage).not.toHaveBeenCalled();
  });

  it('leaves focus where it is unless asked to move it to the section', () => {
    render(<Page />);
    goToSiteHref('/#contact-form');
    expect(document.body).toHaveFocus();
    goToSiteHref('/#contact-form', { focusSection: true });
    expect(screen.getByRole('region', { name: 'Форма' })).toHaveFocus();
    expect(screen.getByRole('region', { name: 'Форма' })).toHaveAttribute('tabindex', '-1');
  });

  it('opens another page, which the browser shows from its top', () => {
    goToSiteHref('/pricing');
    expect(openPage).toHaveBeenCalledWith('http://localhost/pricing');
    expect(window.scrollTo).not.toHaveBeenCalled();
  });

  it('opens a section of another page with that page', () => {
    window.history.replaceState(null, '', '/pricing');
    goToSiteHref('/#contact-form');
    expect(openPage).toHaveBeenCalledWith('http://localhost/#contact-form');
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
