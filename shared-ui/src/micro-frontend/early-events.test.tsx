import { act, waitFor } from '@testing-library/react';
import { Formik } from 'formik';
import { useState } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { useTypedBeforeHydration } from '../forms/use-typed-before-hydration';
import { captureEarlyClicks, renderedPathAttribute, replayEarlyClicks, stopCapturing } from './early-events';
import { lazyPage } from './lazy-page';

function NameField() {
  const [name, setName] = useState('');
  const ref = useTypedBeforeHydration<HTMLInputElement>(name, setName);
  return (
    <>
      <label htmlFor="name">Имя</label>
      <input id="name" ref={ref} value={name} onChange={(event) => setName(event.target.value)} />
      <output>{name ? `Имя: ${name}` : 'Имя пустое'}</output>
    </>
  );
}

function Page() {
  const [opened, setOpened] = useState(0);
  return (
    <main>
      <button type="button" onClick={() => setOpened((count) => count + 1)}>
        Заказать
      </button>
      <p>{opened > 0 ? `Открыто ${opened}` : 'Закрыто'}</p>
      <a href="#about">О нас</a>
      <Formik initialValues={{}} onSubmit={() => undefined}>
        <NameField />
      </Formik>
    </main>
  );
}

let host: HTMLElement;
let root: Root | undefined;

beforeAll(() => captureEarlyClicks());

beforeEach(() => {
  host = document.createElement('div');
  host.setAttribute(renderedPathAttribute, '/pricing');
  host.innerHTML = renderToString(<Page />);
  document.body.appendChild(host);
});

afterEach(() => {
  act(() => root?.unmount());
  root = undefined;
  host.remove();
});

const button = () => host.querySelector('button') as HTMLButtonElement;

async function hydrate() {
  const errors: unknown[] = [];
  await act(async () => {
    root = hydrateRoot(host, <Page />, { onRecoverableError: (error) => errors.push(error) });
    stopCapturing(host);
  });
  return errors;
}

describe('a server-rendered page before and after hydration', () => {
  it('keeps a click made before hydration and replays it once, after', async () => {
    const click = new MouseEvent('click', { bubbles: true, cancelable: true });
    button().dispatchEvent(click);
    expect(click.defaultPrevented).toBe(true);
    expect(host.textContent).toContain('Закрыто');
    expect(await hydrate()).toEqual([]);
    expect(host.textContent).toContain('Закрыто');
    await act(() => replayEarlyClicks(host));
    expect(host.textContent).toContain('Открыто 1');
    await act(() => replayEarlyClicks(host));
    expect(host.textContent).toContain('Открыто 1');
  });

  it('leaves links and clicks outside server markup alone', async () => {
    const link = new MouseEvent('click', { bubbles: true, cancelable: true });
    host.querySelector('a')?.dispatchEvent(link);
    expect(link.defaultPrevented).toBe(false);
    const outside = document.createElement('button');
    document.body.appendChild(outside);
    const elsewhere = new MouseEvent('click', { bubbles: true, cancelable: true });
    outside.dispatchEvent(elsewhere);
    expect(elsewhere.defaultPrevented).toBe(false);
    outside.remove();
    await hydrate();
    await act(() => replayEarlyClicks(host));
    expect(host.textContent).toContain('Закрыто');
  });

  it('scrolls to a section of this page on a pointer click, as the app does, and leaves the address alone; a keyboard click moves the focus there', async () => {
    const section = document.createElement('section');
    section.id = 'about';
    host.appendChild(section);
    const scrolled = jest.fn();
    section.scrollIntoView = scrolled;
    const before = window.location.href;
    const pointer = new MouseEvent('click', { bubbles: true, cancelable: true, detail: 1 });
    host.querySelector('a')?.dispatchEvent(pointer);
    expect(pointer.defaultPrevented).toBe(true);
    expect(scrolled).toHaveBeenCalledWith({ behavior: 'smooth', block: 'start' });
    expect(window.location.href).toBe(before);
    // A keyboard click jumps natively, then the section takes the focus, so Tab goes on from there.
    const keyboard = new MouseEvent('click', { bubbles: true, cancelable: true, detail: 0 });
    host.querySelector('a')?.dispatchEvent(keyboard);
    expect(keyboard.defaultPrevented).toBe(false);
    await waitFor(() => expect(section).toHaveFocus());
    expect(section).toHaveAttribute('tabindex', '-1');
    const newTab = new MouseEvent('click', { bubbles: true, cancelable: true, detail: 1, ctrlKey: true });
    host.querySelector('a')?.dispatchEvent(newTab);
    expect(newTab.defaultPrevented).toBe(false);
    expect(scrolled).toHaveBeenCalledTimes(1);
    await hydrate();
    const live = new MouseEvent('click', { bubbles: true, cancelable: true, detail: 1 });
    act(() => {
      host.querySelector('a')?.dispatchEvent(live);
    });
    expect(scrolled).toHaveBeenCalledTimes(1);
  });

  it('lets go of clicks once hydration has started: React handles them itself', async () => {
    await hydrate();
    const click = new MouseEvent('click', { bubbles: true, cancelable: true });
    act(() => {
      button().dispatchEvent(click);
    });
    expect(click.defaultPrevented).toBe(false);
    expect(host.textContent).toContain('Открыто 1');
    await act(() => replayEarlyClicks(host));
    expect(host.textContent).toContain('Открыто 1');
  });

  it('sends a form with what was typed before a click that came before hydration', async () => {
    const input = host.querySelector('input') as HTMLInputElement;
    input.value = 'Лола';
    button().click();
    await hydrate();
    await act(() => replayEarlyClicks(host));
    expect(host.querySelector('output')).toHaveTextContent('Имя: Лола');
    expect(host.textContent).toContain('Открыто 1');
  });

  it('keeps what was typed before hydration, on screen and in the state', async () => {
    const input = host.querySelector('input') as HTMLInputElement;
    input.value = 'Лола';
    expect(await hydrate()).toEqual([]);
    expect(input.value).toBe('Лола');
    expect(host.querySelector('output')).toHaveTextContent('Имя: Лола');
  });
});

function Home() {
  return <h1>Главная</h1>;
}

describe('what the platform does by itself before hydration', () => {
  const extra = (html: string) => {
    const part = document.createElement('div');
    part.innerHTML = html;
    host.appendChild(part);
    return part;
  };

  it('lets a command button open its dialog instead of holding the press', () => {
    const part = extra(
      '<button type="button" command="show-modal" commandfor="order">Выбрать тариф</button><dialog id="order"><p>Заявка</p></dialog>',
    );
    const press = new MouseEvent('click', { bubbles: true, cancelable: true });
    part.querySelector('button')?.dispatchEvent(press);
    expect(press.defaultPrevented).toBe(false);
    expect(part.querySelector('dialog')?.open).toBe(true);
  });

  it('closes the dialog a link is chosen in, unless the link opens elsewhere', () => {
    const part = extra(
      '<dialog id="site-menu"><a href="#services">Услуги</a><a href="/blog" target="_blank">Блог</a></dialog>',
    );
    const menu = part.querySelector('dialog') as HTMLDialogElement;
    const [section, blog] = [...part.querySelectorAll('a')] as [HTMLAnchorElement, HTMLAnchorElement];
    const stay = (event: Event) => event.preventDefault();
    blog.addEventListener('click', stay);
    menu.showModal();
    blog.click();
    expect(menu.open).toBe(true);
    section.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true, ctrlKey: true }));
    expect(menu.open).toBe(true);
    section.click();
    expect(menu.open).toBe(false);
  });

  it('lets a form that posts to the server go, and holds one that cannot be sent without its code', () => {
    const part = extra(
      '<form method="post" action="/pricing"><button>Отправить заявку</button></form><form><button>Найти</button></form>',
    );
    const [posted, scripted] = [...part.querySelectorAll('form')] as [HTMLFormElement, HTMLFormElement];
    const press = (form: HTMLFormElement) => {
      // What the early script left of each submit; jsdom cannot load the page a sent form leads to.
      const sent: boolean[] = [];
      form.addEventListener('submit', (event) => {
        sent.push(!event.defaultPrevented);
        event.preventDefault();
      });
      const click = new MouseEvent('click', { bubbles: true, cancelable: true });
      form.querySelector('button')?.dispatchEvent(click);
      form.dispatchEvent(new Event('submit', { bubbles: true, cancelable: true }));
      return { clickHeld: click.defaultPrevented, sent };
    };
    expect(press(posted)).toEqual({ clickHeld: false, sent: [true, true] });
    expect(press(scripted)).toEqual({ clickHeld: true, sent: [false] });
  });

  it('holds the send of a posting form while a press in it waits, so it comes after that press', () => {
    const part = extra(
      '<form method="post" action="/digital"><button type="button">Увеличить</button><button>Отправить заявку</button></form>',
    );
    const [plus, send] = [...part.querySelectorAll('button')] as [HTMLButtonElement, HTMLButtonElement];
    const click = (button: HTMLButtonElement) => {
      const event = new MouseEvent('click', { bubbles: true, cancelable: true });
      button.dispatchEvent(event);
      return event.defaultPrevented;
    };
    expect(click(plus)).toBe(true);
    expect(click(send)).toBe(true);
    expect(window.__earlyClicks?.take(host)).toEqual([plus, send]);
    expect(click(send)).toBe(false);
  });
});

describe('lazyPage', () => {
  it('renders a preloaded page at once, so hydration does not wait for it', async () => {
    const Lazy = lazyPage(async () => ({ Home }), 'Home');
    await Lazy.preload();
    const container = document.createElement('div');
    container.innerHTML = renderToString(<Lazy />);
    expect(container.innerHTML).toBe('<h1>Главная</h1>');
  });
});

describe('a page whose code cannot arrive', () => {
  it('lets the platform have what it held and what follows', () => {
    const page = document.implementation.createHTMLDocument('Тарифы');
    const target = { document: page } as unknown as Window;
    captureEarlyClicks(target);
    page.body.innerHTML = `<div ${renderedPathAttribute}="/pricing"><button type="button">Вперёд</button></div>`;
    const pressHeld = () => {
      const click = new MouseEvent('click', { bubbles: true, cancelable: true });
      page.querySelector('button')?.dispatchEvent(click);
      return click.defaultPrevented;
    };
    expect(pressHeld()).toBe(true);
    target.__earlyClicks?.letGo?.();
    expect(pressHeld()).toBe(false);
    expect(target.__earlyClicks?.take(page.body)).toEqual([]);
  });
});
