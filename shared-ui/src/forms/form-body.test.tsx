import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useFormikContext } from 'formik';
import { axe } from 'jest-axe';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import {
  type ConsultationDialogValues,
  consultationDialogInitialValues,
  nativeFormMarkers,
} from 'shared-data/forms';
import { type PageData, privacyPolicy } from 'shared-data/site';
import { consultationDialogSchema, fieldMessages, landingServiceOptions } from 'shared-data/testing';
import {
  captureEarlyClicks,
  renderedPathAttribute,
  replayEarlyClicks,
  stopCapturing,
} from '../micro-frontend/early-events';
import { PageDataContext } from '../micro-frontend/page-data';
import { renderWithTheme } from '../testing/render-with-theme';
import { AppThemeProvider } from '../theme/app-theme-provider';
import { FormBody, type FormBodyProps } from './form-body';
import { SelectField } from './select-field';
import { EmailField, PhoneField, TextAreaField, TextField } from './text-field';
import { useFormGuard } from './use-form-guard';

type Props = Partial<FormBodyProps<ConsultationDialogValues>>;

function GuardProbe({ onRead }: { onRead: (guard: unknown) => void }) {
  const readGuard = useFormGuard();
  return (
    <button type="button" onClick={() => onRead(readGuard())}>
      Проверить
    </button>
  );
}

function renderForm(props: Props = {}, data: PageData = {}) {
  const onSubmit = jest.fn();
  renderWithTheme(
    <PageDataContext.Provider value={data}>
      <FormBody<ConsultationDialogValues>
        aria-label="Консультация"
        schema={consultationDialogSchema}
        initialValues={consultationDialogInitialValues}
        onSubmit={onSubmit}
        submitLabel="Отправить заявку"
        loadingLabel="Отправляем..."
        {...props}
      >
        {props.children ?? (
          <>
            <TextField name="name" label="Имя" required autoComplete="name" />
            <EmailField name="email" label="Email" required />
            <PhoneField name="phone" label="Телефон" required />
            <SelectField name="service" label="Услуга" options={landingServiceOptions} />
            <TextAreaField name="message" label="Сообщение" hint="Расскажите о задаче" />
          </>
        )}
      </FormBody>
    </PageDataContext.Provider>,
  );
  return { onSubmit };
}

const fill = async (user: ReturnType<typeof userEvent.setup>) => {
  await user.type(screen.getByRole('textbox', { name: 'Имя' }), 'Алишер');
  await user.type(screen.getByRole('textbox', { name: 'Email' }), 'alisher@example.uz');
  await user.type(screen.getByRole('textbox', { name: 'Телефон' }), '+998 90 123 45 67');
};

describe('FormBody', () => {
  it('is accessible, also with errors shown', async () => {
    const user = userEvent.setup();
    renderForm();
    const form = screen.getByRole('form', { name: 'Консультация' });
    expect(await axe(form)).toHaveNoViolations();
    await user.click(screen.getByRole('button', { name: 'Отправить заявку' }));
    await screen.findByText(fieldMessages.nameRequired);
    expect(await axe(form)).toHaveNoViolations();
  });

  it('is a form that the browser does not validate', () => {
    renderForm();
    expect(screen.getByRole('form', { name: 'Консультация' })).toHaveAttribute('novalidate');
  });

  it('shows the schema message after the field is left, linked to the field', async () => {
    const user = userEvent.setup();
    renderForm();
    const name = screen.getByRole('textbox', { name: 'Имя' });
    expect(name).not.toHaveAttribute('aria-invalid');
    expect(screen.queryByText(fieldMessages.nameRequired)).not.toBeInTheDocument();
    await user.click(name);
    await user.tab();
    await waitFor(() => expect(name).toHaveAttribute('aria-invalid', 'true'));
    expect(name).toHaveAccessibleDescription(fieldMessages.nameRequired);
    await user.type(name, 'Алишер');
    await waitFor(() => expect(name).not.toHaveAttribute('aria-invalid'));
    expect(screen.queryByText(fieldMessages.nameRequired)).not.toBeInTheDocument();
  });

  it('holds a message back while the press that left its field is under way, so the press lands where it began', async () => {
    const user = userEvent.setup();
    const { onSubmit } = renderForm();
    const email = screen.getByRole('textbox', { name: 'Email' });
    await user.type(email, 'не-почта');
    const send = screen.getByRole('button', { name: 'Отправить заявку' });
    // Pointer down on the button: the field loses focus, but its message (which would push the button) waits.
    await user.pointer({ keys: '[MouseLeft>]', target: send });
    expect(email).not.toHaveFocus();
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(screen.queryByText(fieldMessages.emailInvalid)).not.toBeInTheDocument();
    // Release: the click is the button's, the submit shows every message and sends nothing.
    await user.pointer({ keys: '[/MouseLeft]', target: send });
    expect(await screen.findByText(fieldMessages.emailInvalid)).toBeVisible();
    expect(screen.getByText(fieldMessages.nameRequired)).toBeVisible();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('keeps a message its field no longer earns while the press that left the field is under way', async () => {
    // Back from a refused post whose phone the visitor has since put right: its message goes when the field is left.
    const user = userEvent.setup();
    const refusedPost: PageData = {
      form: {
        id: 'consultation',
        values: { ...consultationDialogInitialValues, phone: '+998 90 123 45 67' },
        errors: { phone: fieldMessages.phoneRequired },
      },
    };
    renderForm(
      {
        post: { form: 'consultation' },
        children: (
          <>
            <PhoneField name="phone" label="Телефон" required />
            <SelectField name="service" label="Услуга" options={landingServiceOptions} />
          </>
        ),
      },
      refusedPost,
    );
    const phone = screen.getByRole('textbox', { name: 'Телефон' });
    expect(phone).toHaveAccessibleDescription(fieldMessages.phoneRequired);
    await user.click(phone);
    const service = screen.getByRole('combobox', { name: 'Услуга' });
    // Pointer down on the choice below: the phone is left and checked, but its message stays until the press ends.
    await user.pointer({ keys: '[MouseLeft>]', target: service });
    expect(phone).not.toHaveFocus();
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(screen.getByText(fieldMessages.phoneRequired)).toBeVisible();
    await user.pointer({ keys: '[/MouseLeft]', target: service });
    await waitFor(() => expect(screen.queryByText(fieldMessages.phoneRequired)).not.toBeInTheDocument());
    expect(phone).not.toHaveAttribute('aria-invalid');
  });

  it('shows the held message once a press elsewhere ends, and at once when the field is left by keyboard', async () => {
    const user = userEvent.setup();
    renderForm();
    const email = screen.getByRole('textbox', { name: 'Email' });
    await user.type(email, 'не-почта');
    await user.pointer({ keys: '[MouseLeft>]', target: document.body });
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(screen.queryByText(fieldMessages.emailInvalid)).not.toBeInTheDocument();
    await user.pointer({ keys: '[/MouseLeft]', target: document.body });
    expect(await screen.findByText(fieldMessages.emailInvalid)).toBeVisible();

    const phone = screen.getByRole('textbox', { name: 'Телефон' });
    await user.type(phone, '12345');
    await user.tab();
    await waitFor(() => expect(phone).toHaveAccessibleDescription(fieldMessages.phoneInvalid));
  });

  it('keeps the hint in the description next to the error', async () => {
    renderForm();
    expect(screen.getByRole('textbox', { name: 'Сообщение' })).toHaveAccessibleDescription(
      'Расскажите о задаче',
    );
  });

  it('focuses the first invalid field on a failed submit and does not call onSubmit', async () => {
    const user = userEvent.setup();
    const { onSubmit } = renderForm();
    await user.type(screen.getByRole('textbox', { name: 'Имя' }), 'Алишер');
    await user.type(screen.getByRole('textbox', { name: 'Телефон' }), '12345');
    await user.click(screen.getByRole('button', { name: 'Отправить заявку' }));
    const email = screen.getByRole('textbox', { name: 'Email' });
    await waitFor(() => expect(email).toHaveFocus());
    expect(email).toHaveAccessibleDescription(fieldMessages.emailRequired);
    expect(screen.getByRole('textbox', { name: 'Телефон' })).toHaveAccessibleDescription(
      fieldMessages.phoneInvalid,
    );
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('passes the values, the honeypot and the opening time to onSubmit', async () => {
    const user = userEvent.setup();
    const before = Date.now();
    const { onSubmit } = renderForm();
    await fill(user);
    await user.selectOptions(screen.getByRole('combobox', { name: 'Услуга' }), 'SEO продвижение');
    await user.click(screen.getByRole('button', { name: 'Отправить заявку' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    const [values, , guard] = onSubmit.mock.calls[0];
    expect(values).toMatchObject({ name: 'Алишер', email: 'alisher@example.uz', service: 'seo' });
    expect(guard.website).toBe('');
    expect(guard.form_started_at).toBeGreaterThanOrEqual(before);
    expect(guard.form_started_at).toBeLessThanOrEqual(Date.now());
  });

  it('has a honeypot hidden from people and keyboards', () => {
    const { container } = renderWithTheme(
      <FormBody
        aria-label="Заявка"
        schema={consultationDialogSchema}
        initialValues={consultationDialogInitialValues}
        onSubmit={jest.fn()}
        submitLabel="Отправить"
        loadingLabel="Отправка..."
      >
        {null}
      </FormBody>,
    );
    const honeypot = container.querySelector('input[name="website"]');
    expect(honeypot).toHaveAttribute('tabindex', '-1');
    expect(honeypot).toHaveAttribute('autocomplete', 'off');
    expect(honeypot).toHaveAttribute('aria-hidden', 'true');
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
  });

  it('reports a filled honeypot', async () => {
    const user = userEvent.setup();
    const { onSubmit } = renderForm();
    await fill(user);
    const honeypot = document.querySelector<HTMLInputElement>('input[name="website"]');
    if (!honeypot) throw new Error('no honeypot');
    await user.type(honeypot, 'spam.example');
    await user.click(screen.getByRole('button', { name: 'Отправить заявку' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalled());
    expect(onSubmit.mock.calls[0][2].website).toBe('spam.example');
  });

  it('shows the loading label and disables the button while submitting', async () => {
    const user = userEvent.setup();
    let finish: () => void = () => undefined;
    const onSubmit = jest.fn(() => new Promise<void>((resolve) => (finish = resolve)));
    renderForm({ onSubmit });
    await fill(user);
    await user.click(screen.getByRole('button', { name: 'Отправить заявку' }));
    const busy = await screen.findByRole('button', { name: 'Отправляем...' });
    expect(busy).toHaveAttribute('aria-disabled', 'true');
    await act(async () => finish());
    expect(await screen.findByRole('button', { name: 'Отправить заявку' })).not.toHaveAttribute(
      'aria-disabled',
    );
  });

  it('says next to the send button that sending accepts the privacy policy, linked in a new tab', () => {
    renderForm();
    const link = screen.getByRole('link', {
      name: 'политикой конфиденциальности (откроется в новой вкладке)',
    });
    expect(link).toHaveAttribute('href', '/privacy');
    expect(link).toHaveAttribute('target', '_blank');
    expect(link.closest('p')).toHaveTextContent(
      'Отправляя форму, вы соглашаетесь с политикой конфиденциальности (откроется в новой вкладке).',
    );
    expect(screen.getByRole('button', { name: 'Отправить заявку' })).toHaveAccessibleDescription(
      /^Отправляя форму, вы соглашаетесь с политикой конфиденциальности/,
    );
  });

  it('leaves the consent line out of a form that asks it to', () => {
    renderForm({ consentNotice: false });
    expect(screen.queryByRole('link', { name: /политикой конфиденциальности/ })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Отправить заявку' })).not.toHaveAttribute('aria-describedby');
  });

  it('keeps the button disabled until canSubmit allows it', async () => {
    const user = userEvent.setup();
    renderForm({ canSubmit: (values) => Boolean(values.name && values.email && values.phone) });
    const button = screen.getByRole('button', { name: 'Отправить заявку' });
    expect(button).toHaveAttribute('aria-disabled', 'true');
    await fill(user);
    expect(button).not.toHaveAttribute('aria-disabled');
  });

  it('gives nested parts the guard through useFormGuard', async () => {
    const user = userEvent.setup();
    const seen = jest.fn();
    renderForm({ children: <GuardProbe onRead={seen} /> });
    await user.click(screen.getByRole('button', { name: 'Проверить' }));
    expect(seen).toHaveBeenCalledWith({ website: '', form_started_at: expect.any(Number) });
  });

  it('refuses useFormGuard outside a form', () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(() => renderWithTheme(<GuardProbe onRead={jest.fn()} />)).toThrow(
      'useFormGuard must be called inside a FormBody',
    );
  });
});

type Values = ConsultationDialogValues & { modules: number };
/** A press that changes what the send rule reads, as a constructor's "+". */
function AddModule() {
  const { values, setFieldValue } = useFormikContext<Values>();
  return (
    <button type="button" onClick={() => setFieldValue('modules', values.modules + 1)}>
      Добавить модуль ({values.modules})
    </button>
  );
}

describe('FormBody that posts to the server', () => {
  const post = { form: 'landing_consultation', dialog: 'consultation' } as const;
  const markup = (data: PageData) =>
    new DOMParser().parseFromString(
      renderToString(
        <AppThemeProvider>
          <PageDataContext.Provider value={data}>
            <FormBody<ConsultationDialogValues>
              aria-label="Консультация"
              schema={consultationDialogSchema}
              initialValues={consultationDialogInitialValues}
              onSubmit={() => undefined}
              submitLabel="Отправить заявку"
              loadingLabel="Отправляем..."
              post={post}
            >
              <TextField name="name" label="Имя" required autoComplete="name" />
              <EmailField name="email" label="Email" required />
              <PhoneField name="phone" label="Телефон" required />
            </FormBody>
          </PageDataContext.Provider>
        </AppThemeProvider>,
      ),
      'text/html',
    );

  it('is a post to the page with the hidden fields the server reads, its key and start time left for the server', () => {
    const html = renderToString(
      <AppThemeProvider>
        <FormBody<ConsultationDialogValues>
          schema={consultationDialogSchema}
          initialValues={consultationDialogInitialValues}
          onSubmit={() => undefined}
          submitLabel="Отправить заявку"
          loadingLabel="Отправляем..."
          post={post}
        >
          <TextField name="name" label="Имя" required />
        </FormBody>
      </AppThemeProvider>,
    );
    expect(html).toContain(nativeFormMarkers.idempotencyKey);
    expect(html).toContain(nativeFormMarkers.startedAt);
    const form = new DOMParser().parseFromString(html, 'text/html').querySelector('form');
    expect(form?.getAttribute('method')).toBe('post');
    // To the page's own address (Formik's `#`: the same document, whose fragment is never sent).
    expect(form?.getAttribute('action')).toBe('#');
    const hidden = Object.fromEntries(
      [...(form?.querySelectorAll<HTMLInputElement>('input[type="hidden"]') ?? [])].map((input) => [
        input.name,
        input.value,
      ]),
    );
    expect(hidden).toMatchObject({
      form: 'landing_consultation',
      dialog: 'consultation',
      consent_version: privacyPolicy.version,
    });
  });

  it('comes back from a refused post with what was typed, its messages and the server’s word', () => {
    const page = markup({
      form: {
        id: 'landing_consultation',
        dialog: 'consultation',
        values: { ...consultationDialogInitialValues, name: 'Лола 🌷' },
        errors: { email: fieldMessages.emailRequired, phone: 'Введите телефон' },
        message: 'Проверьте правильность заполнения полей',
      },
    });
    expect(page.querySelector<HTMLInputElement>('input[name="name"]')?.value).toBe('Лола 🌷');
    expect(page.body.textContent).toContain(fieldMessages.emailRequired);
    expect(page.body.textContent).toContain('Введите телефон');
    expect(page.querySelector('[role="alert"]')?.textContent).toBe('Проверьте правильность заполнения полей');
    // The browser takes the visitor to the first field the server refused as the page loads.
    expect([...page.querySelectorAll('[autofocus]')].map((field) => field.getAttribute('name'))).toEqual([
      'email',
    ]);
  });

  it('leaves a refused post of another dialog to its own form', () => {
    const page = markup({
      form: {
        id: 'landing_consultation',
        dialog: 'consultation-footer',
        values: { ...consultationDialogInitialValues, name: 'Лола' },
        errors: { email: fieldMessages.emailRequired },
      },
    });
    expect(page.querySelector<HTMLInputElement>('input[name="name"]')?.value).toBe('');
    expect(page.querySelector('[role="alert"]')).toBeNull();
  });

  it('keeps its send button as the server rendered it until a press made before the code came has counted', async () => {
    const form = (
      <AppThemeProvider>
        <FormBody<Values>
          aria-label="Конструктор"
          schema={consultationDialogSchema}
          initialValues={{ ...consultationDialogInitialValues, modules: 0 }}
          onSubmit={() => undefined}
          submitLabel="Отправить заявку"
          loadingLabel="Отправляем..."
          canSubmit={(values) => values.modules > 0}
          post={post}
        >
          <AddModule />
          <TextField name="name" label="Имя" required />
        </FormBody>
      </AppThemeProvider>
    );
    captureEarlyClicks();
    const host = document.createElement('div');
    host.setAttribute(renderedPathAttribute, '/digital');
    host.innerHTML = renderToString(form);
    document.body.appendChild(host);
    const [add, send] = [...host.querySelectorAll('button')] as [HTMLButtonElement, HTMLButtonElement];
    // Before the code: the visitor adds a module and sends, both held for the code.
    add.click();
    send.click();
    const disabledOnTheWay: string[] = [];
    new MutationObserver(() => disabledOnTheWay.push(`${send.disabled}: ${send.textContent}`)).observe(send, {
      attributes: true,
      attributeFilter: ['disabled'],
    });
    stopCapturing(host);
    let root: Root | undefined;
    await act(async () => {
      root = hydrateRoot(host, form);
    });
    await act(() => replayEarlyClicks(host));
    // The send was never disabled under the visitor's press, and it went: the form says what is missing.
    expect(disabledOnTheWay).not.toContain('true: Отправить заявку');
    expect(await within(host).findByText('Введите имя')).toBeInTheDocument();
    expect(within(host).getByRole('button', { name: 'Добавить модуль (1)' })).toBeInTheDocument();
    expect(send).not.toHaveAttribute('aria-disabled');
    act(() => root?.unmount());
    host.remove();
  });
});
