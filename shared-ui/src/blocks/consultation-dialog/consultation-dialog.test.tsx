import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { axe } from 'jest-axe';
import { renderToString } from 'react-dom/server';
import { nativeFormFields } from 'shared-data/forms';
import { createAppStore, type InvokeFunction } from 'shared-data/store';
import { fieldMessages, testRuntimeConfig } from 'shared-data/testing';
import { Button } from '../../components/button';
import { opensDialog } from '../../components/dialog/opens-dialog';
import { Toaster, toast } from '../../components/toast';
import { loadFormKit } from '../../forms/form-kit-loader';
import { ConsultationDialogFormIsland } from '../../islands';
import { AppProviders } from '../../micro-frontend/app-providers';
import { renderWithTheme } from '../../testing/render-with-theme';
import { AppThemeProvider } from '../../theme/app-theme-provider';
import { ConsultationDialog, consultationDialogId } from './consultation-dialog';

const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
const title = 'Получить бесплатную консультацию';

type Answer = Awaited<ReturnType<InvokeFunction>>;

// A page's part: a plain button that opens the page's dialog by its command, and the dialog rendered beside it.
function Harness() {
  return (
    <>
      <Button {...opensDialog(consultationDialogId)}>Получить консультацию</Button>
      <ConsultationDialog />
      <Toaster />
    </>
  );
}

beforeAll(() => Promise.all([ConsultationDialogFormIsland.Component.preload(), loadFormKit()]));

function renderDialog(answer: (body: unknown) => Answer | Promise<Answer> = () => ({ data: { ok: true } })) {
  const invoke = jest.fn(async (_name: string, body: unknown) => answer(body));
  const store = createAppStore({ config: testRuntimeConfig, invokeFunction: invoke as InvokeFunction });
  const result = renderWithTheme(
    <AppProviders store={store} config={testRuntimeConfig}>
      <Harness />
    </AppProviders>,
  );
  return { ...result, invoke };
}

const dialog = () => screen.getByRole('dialog', { name: title });
const field = (name: string) => within(dialog()).getByRole('textbox', { name });
const submitButton = () => within(dialog()).getByRole('button', { name: 'Отправить заявку' });
const notices = () => screen.getByRole('region', { name: 'Уведомления' });

async function openDialog(user: ReturnType<typeof userEvent.setup>) {
  await user.click(screen.getByRole('button', { name: 'Получить консультацию' }));
  return screen.findByRole('dialog', { name: title });
}

async function fillContacts(user: ReturnType<typeof userEvent.setup>) {
  await user.type(field('Имя'), 'Алишер');
  await user.type(field('Email'), 'alisher@example.uz');
  await user.type(field('Телефон'), '+998 90 123 45 67');
}

describe('ConsultationDialog', () => {
  afterEach(() => {
    act(() => toast.dismiss());
  });

  it('is in the server markup, closed, its button opening it by command and its form a post with the lead type', () => {
    const page = document.createElement('div');
    page.innerHTML = renderToString(
      <AppThemeProvider>
        <AppProviders store={createAppStore({ config: testRuntimeConfig })} config={testRuntimeConfig}>
          <Harness />
        </AppProviders>
      </AppThemeProvider>,
    );
    const button = page.querySelector('button[commandfor]');
    expect(button).toHaveAttribute('command', 'show-modal');
    expect(button).toHaveAttribute('commandfor', consultationDialogId);
    const shown = page.querySelector(`#${consultationDialogId}`);
    expect(shown?.tagName).toBe('DIALOG');
    expect(shown).not.toHaveAttribute('open');
    const form = shown?.querySelector('form');
    expect(form).toHaveAttribute('method', 'post');
    expect(form?.querySelector(`input[name="${nativeFormFields.form}"]`)).toHaveValue('landing_consultation');
    expect(form?.querySelector(`input[name="${nativeFormFields.dialog}"]`)).toHaveValue(consultationDialogId);
    for (const name of [
      'name',
      'email',
      'phone',
      'company',
      'service',
      'message',
      'preferredTime',
      'budget',
    ]) {
      expect(form?.querySelector(`[name="${name}"]`)).not.toBeNull();
    }
    // Without script the button sends at once, and the server says what is missing.
    expect(form?.querySelector('button[type="submit"]')).not.toHaveAttribute('disabled');
  });

  it('is accessible when open', async () => {
    const user = userEvent.setup();
    renderDialog();
    const opened = await openDialog(user);
    expect(await axe(opened)).toHaveNoViolations();
  });

  it('is closed until opened and closes with Escape', async () => {
    const user = userEvent.setup();
    renderDialog();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await openDialog(user);
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('lists the spec options of service, preferred time and budget', async () => {
    const user = userEvent.setup();
    renderDialog();
    await openDialog(user);
    const options = (name: string) =>
      within(within(dialog()).getByRole('combobox', { name }))
        .getAllByRole('option')
        .slice(1)
        .map((option) => option.textContent);
    expect(options('Интересующая услуга')).toHaveLength(9);
    expect(options('Интересующая услуга')).toContain('Брендинг и дизайн');
    expect(options('Удобное время для связи')).toEqual([
      'Утро (9:00 - 12:00)',
      'День (12:00 - 15:00)',
      'Вечер (15:00 - 18:00)',
      'Гибкий график',
    ]);
    expect(options('Бюджет')).toHaveLength(5);
    expect(options('Бюджет')).toContain('Обсудим индивидуально');
  });

  it('keeps the submit disabled until name, email and phone are filled', async () => {
    const user = userEvent.setup();
    renderDialog();
    await openDialog(user);
    expect(submitButton()).toHaveAttribute('aria-disabled', 'true');
    await user.type(field('Имя'), 'Алишер');
    await user.type(field('Email'), 'alisher@example.uz');
    expect(submitButton()).toHaveAttribute('aria-disabled', 'true');
    await user.type(field('Телефон'), '+998 90 123 45 67');
    expect(submitButton()).not.toHaveAttribute('aria-disabled');
    await user.clear(field('Имя'));
    expect(submitButton()).toHaveAttribute('aria-disabled', 'true');
  });

  it('shows a field’s message as the visitor leaves it, before any send, as the other lead forms do', async () => {
    const user = userEvent.setup();
    const { invoke } = renderDialog();
    await openDialog(user);
    await user.click(field('Имя'));
    await user.tab();
    expect(await within(dialog()).findByText(fieldMessages.nameRequired)).toBeInTheDocument();
    await user.type(field('Email'), 'alisher');
    expect(within(dialog()).queryByText(fieldMessages.emailInvalid)).not.toBeInTheDocument();
    await user.tab();
    expect(await within(dialog()).findByText(fieldMessages.emailInvalid)).toBeInTheDocument();
    expect(field('Email')).toHaveAccessibleDescription(expect.stringContaining(fieldMessages.emailInvalid));
    // A field not reached yet says nothing.
    expect(within(dialog()).queryByText(fieldMessages.phoneRequired)).not.toBeInTheDocument();
    expect(invoke).not.toHaveBeenCalled();
  });

  it('shows the schema messages in Russian for a wrong email and phone', async () => {
    const user = userEvent.setup();
    const { invoke } = renderDialog();
    await openDialog(user);
    await user.type(field('Имя'), 'Алишер');
    await user.type(field('Email'), 'alisher');
    await user.type(field('Телефон'), '12345');
    await user.click(submitButton());
    expect(await within(dialog()).findByText(fieldMessages.emailInvalid)).toBeInTheDocument();
    expect(within(dialog()).getByText(fieldMessages.phoneInvalid)).toBeInTheDocument();
    expect(invoke).not.toHaveBeenCalled();
  });

  it('sends the landing_consultation lead, shows the success toast, resets and closes', async () => {
    const user = userEvent.setup();
    let release: (answer: Answer) => void = () => undefined;
    const { invoke } = renderDialog(() => new Promise<Answer>((resolve) => (release = resolve)));
    await openDialog(user);
    await fillContacts(user);
    await user.type(field('Компания'), 'Ромашка');
    await user.selectOptions(within(dialog()).getByRole('combobox', { name: 'Интересующая услуга' }), 'seo');
    await user.type(field('Сообщение'), 'Нужен аудит сайта');
    await user.selectOptions(
      within(dialog()).getByRole('combobox', { name: 'Удобное время для связи' }),
      'evening',
    );
    await user.selectOptions(within(dialog()).getByRole('combobox', { name: 'Бюджет' }), 'individual');
    await user.click(submitButton());

    expect(await within(dialog()).findByRole('button', { name: 'Отправляем...' })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
    expect(invoke).toHaveBeenCalledTimes(1);
    expect(invoke).toHaveBeenCalledWith(
      'submit-application',
      {
        website: '',
        consent_version: '2026-11-25',
        language: 'ru',
        form_started_at: expect.any(Number),
        idempotency_key: expect.stringMatching(uuid),
        type: 'landing_consultation',
        name: 'Алишер',
        email: 'alisher@example.uz',
        phone: '+998901234567',
        company: 'Ромашка',
        service: 'seo',
        message: 'Нужен аудит сайта',
        preferred_time: 'evening',
        budget: 'individual',
      },
      undefined,
    );
    release({ data: { ok: true } });

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(await within(notices()).findByText('Заявка отправлена!')).toBeInTheDocument();
    expect(
      within(notices()).getByText('Мы свяжемся с вами в ближайшее время для назначения консультации.'),
    ).toBeInTheDocument();
    await openDialog(user);
    expect(field('Имя')).toHaveValue('');
  });

  it('on failure stays open with the values kept and shows the spec’s error toast, not the server’s message', async () => {
    const user = userEvent.setup();
    const failure = { status: 500, code: 'internal', message: 'Сбой' };
    renderDialog(() => ({ error: failure }));
    await openDialog(user);
    await fillContacts(user);
    await user.click(submitButton());

    const toastTitle = await within(notices()).findByText('Ошибка отправки');
    expect(toastTitle.closest('[data-sonner-toast]')).toHaveAttribute('data-type', 'error');
    expect(
      within(notices()).getByText('Попробуйте еще раз или свяжитесь с нами напрямую.'),
    ).toBeInTheDocument();
    expect(within(notices()).queryByText('Сбой')).not.toBeInTheDocument();
    expect(dialog()).toBeInTheDocument();
    expect(field('Имя')).toHaveValue('Алишер');
    expect(submitButton()).not.toHaveAttribute('aria-disabled');
  });
});
