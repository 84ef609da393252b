import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { axe } from 'jest-axe';
import { nativeFormFields } from 'shared-data/forms';
import { createAppStore, type InvokeFunction } from 'shared-data/store';
import { fieldMessages, testRuntimeConfig } from 'shared-data/testing';
import { Toaster, toast } from '../../components/toast';
import { AppProviders } from '../../micro-frontend/app-providers';
import { renderWithTheme } from '../../testing/render-with-theme';
import { ConsultationSection } from './consultation-section';

const now = new Date(2025, 7, 20, 15, 30);
const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

type Answer = Awaited<ReturnType<InvokeFunction>>;

function renderSection(answer: (body: unknown) => Answer | Promise<Answer> = () => ({ data: { ok: true } })) {
  const invoke = jest.fn(async (_name: string, body: unknown) => answer(body));
  const store = createAppStore({ config: testRuntimeConfig, invokeFunction: invoke as InvokeFunction });
  const result = renderWithTheme(
    <AppProviders store={store} config={testRuntimeConfig}>
      <ConsultationSection />
      <Toaster />
    </AppProviders>,
  );
  return { ...result, invoke };
}

const setup = () => userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
const form = () => screen.getByRole('form', { name: 'Запись на консультацию' });
const submitButton = () => within(form()).getByRole('button', { name: 'Записаться на консультацию' });
const dateTrigger = () => screen.getByRole('button', { name: /^Желаемая дата консультации/ });
const notices = () => screen.getByRole('region', { name: 'Уведомления' });

async function fillContacts(user: ReturnType<typeof setup>) {
  await user.type(screen.getByRole('textbox', { name: 'Имя' }), 'Алишер');
  await user.type(screen.getByRole('textbox', { name: 'Email' }), 'alisher@example.uz');
  await user.type(screen.getByRole('textbox', { name: 'Телефон' }), '+998901234567');
}

describe('ConsultationSection', () => {
  beforeEach(() => {
    jest.useFakeTimers({ now, advanceTimers: true });
  });
  afterEach(() => {
    act(() => toast.dismiss());
    jest.useRealTimers();
  });

  it('is accessible, also with errors shown', async () => {
    const user = setup();
    const { container } = renderSection();
    expect(await axe(container)).toHaveNoViolations();
    await user.click(submitButton());
    await screen.findByText(fieldMessages.nameRequired);
    expect(await axe(container)).toHaveNoViolations();
  });

  it('is the contact-form anchor, named by its heading, with the info cards from the catalog', () => {
    const { container } = renderSection();
    const section = screen.getByRole('region', { name: 'Получите бесплатную консультацию' });
    expect(section).toHaveAttribute('id', 'contact-form');
    expect(container.querySelector('#contact-form')).toBe(section);
    const expect1 = screen.getByRole('article', { name: 'Что вас ожидает' });
    for (const item of [
      'Анализ бизнеса',
      'Стратегия продвижения',
      'План действий с KPI',
      'Персональные рекомендации',
    ]) {
      expect(within(expect1).getByText(item)).toBeInTheDocument();
    }
    const details = screen.getByRole('article', { name: 'Детали консультации' });
    expect(within(details).getByText('60 минут')).toBeInTheDocument();
    expect(within(details).getByText('Онлайн или офлайн')).toBeInTheDocument();
    expect(within(details).getByText('Бесплатно')).toBeInTheDocument();
  });

  it('is a form that posts the consultation lead to the page, so it sends without script', () => {
    renderSection();
    expect(form()).toHaveAttribute('method', 'post');
    expect(form().querySelector(`input[name="${nativeFormFields.form}"]`)).toHaveValue('consultation');
    expect(form().querySelector(`input[name="${nativeFormFields.dialog}"]`)).toBeNull();
    for (const name of ['name', 'email', 'phone', 'company', 'meetingFormat', 'budget', 'comments']) {
      expect(form().querySelector(`[name="${name}"]`)).not.toBeNull();
    }
  });

  it('shows the required-field messages in Russian and sends nothing', async () => {
    const user = setup();
    const { invoke } = renderSection();
    await user.click(submitButton());
    expect(await screen.findByText(fieldMessages.nameRequired)).toBeInTheDocument();
    expect(screen.getByText(fieldMessages.emailRequired)).toBeInTheDocument();
    expect(screen.getByText(fieldMessages.phoneRequired)).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Имя' })).toHaveFocus();
    expect(invoke).not.toHaveBeenCalled();
  });

  it('does not let a past date be picked', async () => {
    const user = setup();
    renderSection();
    await user.click(dateTrigger());
    const grid = await screen.findByRole('grid');
    expect(within(grid).getByRole('button', { name: /19 августа/ })).toBeDisabled();
    await user.click(within(grid).getByRole('button', { name: /19 августа/ }));
    expect(dateTrigger()).toHaveTextContent('Выберите дату');
    expect(within(grid).getByRole('button', { name: /20 августа/ })).toBeEnabled();
  });

  it('sends the consultation lead, shows the success toast and clears the form and the date', async () => {
    const user = setup();
    let release: (answer: Answer) => void = () => undefined;
    const { invoke } = renderSection(() => new Promise<Answer>((resolve) => (release = resolve)));
    await fillContacts(user);
    await user.type(screen.getByRole('textbox', { name: 'Компания' }), 'Ромашка');
    await user.click(dateTrigger());
    await user.click(within(screen.getByRole('grid')).getByRole('button', { name: /22 августа/ }));
    await user.click(screen.getByRole('radio', { name: 'По телефону' }));
    await user.selectOptions(screen.getByRole('combobox', { name: 'Бюджет' }), 'medium');
    await user.type(screen.getByRole('textbox', { name: 'Сфера деятельности' }), 'Ритейл');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Опыт в бизнесе' }), '1-3-years');
    await user.type(
      screen.getByRole('textbox', { name: 'Расскажите о себе и своем бизнесе' }),
      'Сеть магазинов',
    );
    await user.type(screen.getByRole('textbox', { name: 'Комментарий' }), 'Лучше после обеда');
    await user.click(submitButton());

    const sending = await within(form()).findByRole('button', { name: 'Отправляем заявку...' });
    expect(sending).toHaveAttribute('aria-disabled', 'true');
    expect(invoke).toHaveBeenCalledTimes(1);
    expect(invoke).toHaveBeenCalledWith(
      'submit-application',
      {
        website: '',
        form_started_at: now.getTime(),
        idempotency_key: expect.stringMatching(uuid),
        type: 'consultation',
        name: 'Алишер',
        email: 'alisher@example.uz',
        phone: '+998901234567',
        company: 'Ромашка',
        consultation_date: '2025-08-22',
        meeting_format: 'phone',
        budget: 'medium',
        company_activity: 'Ритейл',
        experience_years: '1-3-years',
        personal_info: 'Сеть магазинов',
        comments: 'Лучше после обеда',
        consent_version: '2026-11-25',
        language: 'ru',
      },
      undefined,
    );
    release({ data: { ok: true } });

    expect(await within(notices()).findByText('Заявка отправлена!')).toBeInTheDocument();
    expect(
      within(notices()).getByText('Мы свяжемся с вами в ближайшее время для уточнения деталей консультации.'),
    ).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('textbox', { name: 'Имя' })).toHaveValue(''));
    expect(screen.getByRole('textbox', { name: 'Комментарий' })).toHaveValue('');
    expect(screen.getByRole('radio', { name: 'По телефону' })).not.toBeChecked();
    expect(dateTrigger()).toHaveTextContent('Выберите дату');
    expect(submitButton()).not.toHaveAttribute('aria-disabled');
  });

  it('keeps one idempotency key across retries of a fill and starts a new one after success', async () => {
    const user = setup();
    const answers: Answer[] = [
      { error: { status: 0, code: 'network_error', message: 'Нет связи с сервером.' } },
      { data: { ok: true } },
      { data: { ok: true } },
    ];
    const { invoke } = renderSection(() => answers.shift() ?? { data: { ok: true } });
    await fillContacts(user);
    await user.click(submitButton());
    await within(notices()).findByText('Нет связи с сервером.');
    await user.click(submitButton());
    await waitFor(() => expect(screen.getByRole('textbox', { name: 'Имя' })).toHaveValue(''));
    await within(notices()).findByText('Заявка отправлена!');
    await fillContacts(user);
    await user.click(submitButton());
    await waitFor(() => expect(invoke).toHaveBeenCalledTimes(3));
    await waitFor(() => expect(screen.getByRole('textbox', { name: 'Имя' })).toHaveValue(''));
    const keys = invoke.mock.calls.map(([, body]) => (body as { idempotency_key: string }).idempotency_key);
    expect(keys[0]).toBe(keys[1]);
    expect(keys[2]).not.toBe(keys[1]);
  });

  it('on failure keeps the values, ends the sending state and shows the generic error toast', async () => {
    const user = setup();
    renderSection(() => ({ error: { status: 500, code: 'internal', message: '' } }));
    await fillContacts(user);
    await user.click(submitButton());
    const title = await within(notices()).findByText('Ошибка отправки');
    expect(title.closest('[data-sonner-toast]')).toHaveAttribute('data-type', 'error');
    expect(
      within(notices()).getByText('Произошла ошибка при отправке заявки. Попробуйте еще раз.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Имя' })).toHaveValue('Алишер');
    expect(screen.getByRole('textbox', { name: 'Телефон' })).toHaveValue('+998 90 123 45 67');
    expect(submitButton()).not.toHaveAttribute('aria-disabled');
  });

  it('shows the server message and marks the fields of a validation_failed answer', async () => {
    const user = setup();
    const message = 'Сфера деятельности не длиннее 200 символов';
    renderSection(() => ({
      error: {
        status: 400,
        code: 'validation_failed',
        message: 'Проверьте правильность заполнения полей',
        fields: { company_activity: message },
      },
    }));
    await fillContacts(user);
    await user.click(submitButton());
    expect(await within(notices()).findByText('Проверьте правильность заполнения полей')).toBeInTheDocument();
    const activity = screen.getByRole('textbox', { name: 'Сфера деятельности' });
    await waitFor(() => expect(activity).toHaveAttribute('aria-invalid', 'true'));
    expect(activity).toHaveAccessibleDescription(message);
    expect(submitButton()).not.toHaveAttribute('aria-disabled');
  });
});
