import { screen } from '@testing-library/dom';
import userEvent from '@testing-library/user-event';
import { axe } from 'jest-axe';
import { showStartFailure } from './start-failure';

beforeEach(() => {
  document.body.innerHTML =
    '<div id="app-root"><div id="app-marketing-app"></div><div id="shell-root"></div></div>';
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(() => jest.restoreAllMocks());

describe('showStartFailure', () => {
  it('says in the shell’s element that the site is unavailable, and logs why', async () => {
    const error = new Error('ChunkLoadError');
    showStartFailure(error);
    expect(document.getElementById('shell-root')).toContainElement(
      screen.getByRole('heading', { level: 1, name: 'Сайт временно недоступен' }),
    );
    expect(screen.getByText('Попробуйте обновить страницу через минуту.')).toBeInTheDocument();
    expect(console.error).toHaveBeenCalledWith('Shell failed to start:', error);
    expect(await axe(document.body)).toHaveNoViolations();
  });

  it('reloads the page from «Обновить» by a listener, with no inline handler the page’s CSP would refuse', async () => {
    const reload = jest.fn();
    showStartFailure(new Error('down'), { reload });
    expect(document.body.innerHTML).not.toMatch(/\son[a-z]+=/i);
    await userEvent.click(screen.getByRole('button', { name: 'Обновить' }));
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('shows nothing on a page without the shell’s element', () => {
    document.body.innerHTML = '<main><h1>Тарифы</h1></main>';
    showStartFailure(new Error('down'));
    expect(screen.queryByRole('button', { name: 'Обновить' })).not.toBeInTheDocument();
  });
});

describe('on an Uzbek page', () => {
  afterEach(() => window.history.pushState({}, '', '/'));

  it('says it in Uzbek', async () => {
    window.history.pushState({}, '', '/uz/pricing');
    showStartFailure(new Error('down'));
    expect(
      screen.getByRole('heading', { level: 1, name: 'Sayt vaqtincha ishlamayapti' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Yangilash' })).toBeInTheDocument();
  });
});
