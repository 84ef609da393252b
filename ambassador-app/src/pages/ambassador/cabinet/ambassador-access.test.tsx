import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { axe } from 'jest-axe';
import type { AmbassadorRecord } from 'shared-data/forms';
import { failure, renderFeature } from '../../../testing/render-feature';
import { AmbassadorAccess } from './ambassador-access';

jest.setTimeout(20_000);

const record: AmbassadorRecord = {
  name: 'Лола Юсупова',
  email: 'lola@example.uz',
  phone: '+998 90 123 45 67',
  promo_code: 'LOLA15K7',
  referral_link: 'https://agency.example/referral/k3m9x2p7qa?code=LOLA15K7',
  total_referrals: 3,
  total_earnings: 1823250,
};
const token = 'tok-lola';
const tokenKey = 'ambassadorToken';

const registrationForm = () => screen.getByRole('form', { name: 'Регистрация амбассадора' });

describe('AmbassadorAccess', () => {
  afterEach(() => localStorage.clear());

  it('refuses a registration without name or e-mail and sends nothing', async () => {
    const user = userEvent.setup();
    const { callsTo, container } = renderFeature(<AmbassadorAccess />);
    expect(screen.getByRole('heading', { level: 1, name: 'Станьте амбассадором' })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: /Телефон/ })).toHaveAttribute(
      'placeholder',
      expect.stringContaining('+998'),
    );
    expect(screen.getByText('Регистрация занимает 30 секунд')).toBeInTheDocument();
    expect(await axe(container)).toHaveNoViolations();

    await user.click(within(registrationForm()).getByRole('button', { name: 'Стать амбассадором' }));
    expect(await screen.findByText('Заполните все поля')).toBeInTheDocument();
    expect(screen.getByText('Имя и email обязательны для регистрации')).toBeInTheDocument();
    expect(callsTo('register-ambassador-simple')).toHaveLength(0);
  });

  it('registers, congratulates and shows the dashboard, kept for the next visit', async () => {
    const user = userEvent.setup();
    const { callsTo, container, loadStore } = renderFeature(<AmbassadorAccess />, {
      storeOnDemand: true,
      stubs: {
        'ambassador-lookup': () => ({ data: { exists: false } }),
        'register-ambassador-simple': () => ({ data: { success: true, ambassador: record, token } }),
      },
    });
    await user.type(screen.getByRole('textbox', { name: /Полное имя/ }), 'Лола Юсупова');
    // The form works without the page's store until it sends something.
    expect(loadStore).not.toHaveBeenCalled();
    await user.type(screen.getByRole('textbox', { name: /Email/ }), 'lola@example.uz');
    await user.click(screen.getByRole('button', { name: 'Стать амбассадором' }));

    expect(await screen.findByText('Поздравляем!')).toBeInTheDocument();
    expect(callsTo('register-ambassador-simple')[0]?.[1]).toEqual({
      name: 'Лола Юсупова',
      email: 'lola@example.uz',
      phone: null,
    });
    expect(screen.getByRole('heading', { level: 1, name: 'Кабинет амбассадора' })).toBeInTheDocument();
    const stats = await screen.findByRole('region', { name: 'Ваша статистика' });
    expect(within(stats).getByText('15%')).toBeInTheDocument();
    expect(within(stats).getByText('3')).toBeInTheDocument();
    expect(within(stats).getByText('привлечено клиентов')).toBeInTheDocument();
    expect(within(stats).getByText('1 823 250 сум')).toBeInTheDocument();
    expect(within(stats).getByText('Активен')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Ваш промокод' })).toHaveValue('LOLA15K7');
    expect(screen.getByRole('textbox', { name: 'Реферальная ссылка' })).toHaveValue(record.referral_link);
    expect(localStorage.getItem(tokenKey)).toBe(token);
    // The registration's answer is the dashboard: it is not asked for again, and the page has one store.
    expect(callsTo('ambassador-me')).toHaveLength(0);
    expect(loadStore).toHaveBeenCalledTimes(1);
    expect(await axe(container)).toHaveNoViolations();
  });

  it('tells the registration error with the server message', async () => {
    const user = userEvent.setup();
    renderFeature(<AmbassadorAccess />, {
      stubs: {
        'ambassador-lookup': () => ({ data: { exists: false } }),
        'register-ambassador-simple': () => failure(429, 'rate_limited', 'Слишком много запросов'),
      },
    });
    await user.type(screen.getByRole('textbox', { name: /Полное имя/ }), 'Лола');
    await user.type(screen.getByRole('textbox', { name: /Email/ }), 'lola@example.uz');
    await user.click(screen.getByRole('button', { name: 'Стать амбассадором' }));
    expect(await screen.findByText('Ошибка регистрации')).toBeInTheDocument();
    expect(screen.getByText('Слишком много запросов')).toBeInTheDocument();
    expect(registrationForm()).toBeInTheDocument();
  });

  it('hands a registration of a known e-mail over to the code login', async () => {
    const user = userEvent.setup();
    const { container } = renderFeature(<AmbassadorAccess />, {
      stubs: {
        'register-ambassador-simple': () =>
          failure(409, 'already_registered', 'Этот email уже участвует в программе.'),
      },
    });
    await user.type(screen.getByRole('textbox', { name: /Полное имя/ }), 'Лола');
    await user.type(screen.getByRole('textbox', { name: /Email/ }), 'lola@example.uz');
    await user.click(screen.getByRole('button', { name: 'Стать амбассадором' }));
    expect(await screen.findAllByText('Этот email уже участвует в программе.')).not.toHaveLength(0);
    expect(screen.getByRole('heading', { name: 'Этот email уже зарегистрирован' })).toHaveFocus();
    expect(container).toHaveTextContent('lola@example.uz уже участвует в программе');

    await user.click(screen.getByRole('button', { name: 'Указать другой email' }));
    expect(registrationForm()).toBeInTheDocument();
  });

  it('opens the dashboard from a kept token, and logging out ends the token and forgets it', async () => {
    localStorage.setItem(tokenKey, token);
    const user = userEvent.setup();
    const { callsTo } = renderFeature(<AmbassadorAccess />, {
      storeOnDemand: true,
      stubs: {
        'ambassador-me': () => ({ data: { ambassador: record } }),
        'ambassador-logout': () => ({ data: { ok: true } }),
      },
    });
    expect(screen.getByRole('status')).toHaveTextContent('Загружаем кабинет амбассадора');
    expect(await screen.findByRole('textbox', { name: 'Ваш промокод' })).toHaveValue('LOLA15K7');
    expect(callsTo('ambassador-me')[0]?.[2]).toEqual({ 'x-ambassador-token': token });

    await user.click(screen.getByRole('button', { name: 'Выйти' }));
    expect(registrationForm()).toBeInTheDocument();
    expect(localStorage.getItem(tokenKey)).toBeNull();
    expect(screen.queryByText('LOLA15K7')).not.toBeInTheDocument();
    expect(callsTo('ambassador-logout')).toHaveLength(1);
    expect(callsTo('ambassador-logout')[0]?.[2]).toEqual({ 'x-ambassador-token': token });
  });

  it.each([
    ['the server cannot be reached', undefined],
    ['the server fails', () => failure(500, 'internal_error', 'Ошибка сервера')],
  ])('logging out forgets the token even when %s', async (_, answer) => {
    localStorage.setItem(tokenKey, token);
    const user = userEvent.setup();
    const { callsTo } = renderFeature(<AmbassadorAccess />, {
      stubs: {
        'ambassador-me': () => ({ data: { ambassador: record } }),
        ...(answer ? { 'ambassador-logout': answer } : {}),
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Выйти' }));
    await waitFor(() => expect(callsTo('ambassador-logout')).toHaveLength(1));
    expect(registrationForm()).toBeInTheDocument();
    expect(localStorage.getItem(tokenKey)).toBeNull();
    expect(screen.queryByRole('button', { name: 'Выйти' })).not.toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('forgets a token the server refuses, without asking the server to end it', async () => {
    localStorage.setItem(tokenKey, 'stale');
    const { callsTo } = renderFeature(<AmbassadorAccess />, {
      stubs: { 'ambassador-me': () => failure(401, 'unauthorized', 'Войдите в кабинет') },
    });
    expect(await screen.findByRole('form', { name: 'Регистрация амбассадора' })).toBeInTheDocument();
    await waitFor(() => expect(localStorage.getItem(tokenKey)).toBeNull());
    expect(callsTo('ambassador-logout')).toHaveLength(0);
  });

  it('lets a registered ambassador in only with the mailed code of the newest letter', async () => {
    const user = userEvent.setup();
    let sent = 0;
    const { callsTo, container } = renderFeature(<AmbassadorAccess />, {
      stubs: {
        'ambassador-lookup': (body) => ({
          data: { exists: (body as { email: string }).email === 'lola@example.uz' },
        }),
        'ambassador-send-code': () => {
          sent += 1;
          return { data: { sent: true, attempt: `attempt-${sent}`.padEnd(43, 'x') } };
        },
        'ambassador-verify': (body) =>
          (body as { code: string; attempt: string }).code === '12345678' &&
          (body as { attempt: string }).attempt === 'attempt-2'.padEnd(43, 'x')
            ? { data: { ambassador: record, token } }
            : failure(401, 'invalid_code', 'Неверный или устаревший код.'),
      },
    });
    await user.type(screen.getByRole('textbox', { name: /Email/ }), 'lola@example.uz');
    const heading = await screen.findByRole('heading', { name: 'Этот email уже зарегистрирован' });
    expect(heading).toHaveFocus();
    expect(callsTo('ambassador-lookup')).toHaveLength(1);
    expect(container).not.toHaveTextContent('LOLA15K7');
    expect(await axe(container)).toHaveNoViolations();

    await user.click(screen.getByRole('button', { name: 'Отправить код' }));
    expect(await screen.findByText(/мы отправили на него код из 8 цифр/)).toBeInTheDocument();
    expect(callsTo('ambassador-send-code')[0]?.[1]).toEqual({ email: 'lola@example.uz' });

    // A second letter: the form checks the code with the newest attempt.
    await user.type(screen.getByRole('textbox', { name: /Код из письма/ }), '1111');
    await user.click(screen.getByRole('button', { name: 'Отправить код ещё раз' }));
    await waitFor(() => expect(callsTo('ambassador-send-code')).toHaveLength(2));
    const code = screen.getByRole('textbox', { name: /Код из письма/ });
    await waitFor(() => expect(code).toHaveValue(''));
    await user.type(code, '87654321');
    await user.click(screen.getByRole('button', { name: 'Войти в кабинет' }));
    expect(await screen.findAllByText('Неверный или устаревший код.')).not.toHaveLength(0);
    expect(container).not.toHaveTextContent('LOLA15K7');

    await user.clear(code);
    await user.type(code, '1234 5678');
    await user.click(screen.getByRole('button', { name: 'Войти в кабинет' }));
    expect(await screen.findByRole('textbox', { name: 'Ваш промокод' })).toHaveValue('LOLA15K7');
    expect(callsTo('ambassador-verify')[1]?.[1]).toEqual({
      email: 'lola@example.uz',
      code: '12345678',
      attempt: 'attempt-2'.padEnd(43, 'x'),
    });
    expect(localStorage.getItem(tokenKey)).toBe(token);
  });

  it('does not look the same e-mail up twice', async () => {
    const user = userEvent.setup();
    const { callsTo } = renderFeature(<AmbassadorAccess />, {
      stubs: { 'ambassador-lookup': () => ({ data: { exists: false } }) },
    });
    const email = screen.getByRole('textbox', { name: /Email/ });
    await user.type(email, 'new@example.uz');
    await waitFor(() => expect(callsTo('ambassador-lookup')).toHaveLength(1));
    await user.type(email, 'x');
    await user.type(email, '{Backspace}');
    await act(() => new Promise((resolve) => setTimeout(resolve, 900)));
    expect(callsTo('ambassador-lookup')).toHaveLength(1);
  });
});
