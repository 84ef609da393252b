import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { axe } from 'jest-axe';
import { phonePlaceholder, planOrderInitialValues } from 'shared-data/forms';
import { fieldMessages, planOrderSchema } from 'shared-data/testing';
import { renderInForm } from './render-in-form';
import { EmailField, PhoneField, TextAreaField, TextField } from './text-field';

const fields = (
  <>
    <TextField name="name" label="Имя" required hint="Как к вам обращаться" />
    <EmailField name="email" label="Email" required />
    <PhoneField name="phone" label="Телефон" required />
    <TextAreaField name="comments" label="Комментарий" />
  </>
);

describe('text fields', () => {
  it('are accessible', async () => {
    const { container } = renderInForm(fields, { initialValues: planOrderInitialValues });
    expect(await axe(container)).toHaveNoViolations();
  });

  it('show a visible label with a required mark that is not read out, and mark the field required', () => {
    renderInForm(fields, { initialValues: planOrderInitialValues });
    const name = screen.getByRole('textbox', { name: 'Имя' });
    expect(name).toHaveAttribute('aria-required', 'true');
    expect(name).toHaveAttribute('type', 'text');
    expect(screen.getByText('Имя').closest('label')).toHaveTextContent('Имя*');
    expect(name).toHaveAccessibleDescription('Как к вам обращаться');
    expect(screen.getByRole('textbox', { name: 'Комментарий' })).not.toHaveAttribute('aria-required');
  });

  it('give the e-mail and phone inputs their types, autofill and the Uzbek placeholder', () => {
    renderInForm(fields, { initialValues: planOrderInitialValues });
    const email = screen.getByRole('textbox', { name: 'Email' });
    expect(email).toHaveAttribute('type', 'email');
    expect(email).toHaveAttribute('autocomplete', 'email');
    const phone = screen.getByRole('textbox', { name: 'Телефон' });
    expect(phone).toHaveAttribute('type', 'tel');
    expect(phone).toHaveAttribute('autocomplete', 'tel');
    expect(phone).toHaveAttribute('inputmode', 'tel');
    expect(phone).toHaveAttribute('placeholder', phonePlaceholder);
  });

  it('bind their values to the form', async () => {
    const user = userEvent.setup();
    const { onSubmit } = renderInForm(fields, { initialValues: planOrderInitialValues });
    await user.type(screen.getByRole('textbox', { name: 'Имя' }), 'Дилноза');
    await user.type(screen.getByRole('textbox', { name: 'Комментарий' }), 'Перезвоните вечером');
    await user.click(screen.getByRole('button', { name: 'Отправить' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalled());
    expect(onSubmit.mock.calls[0][0]).toMatchObject({ name: 'Дилноза', comments: 'Перезвоните вечером' });
  });

  it.each([
    ['901234567', '90 123 45 67'],
    ['+998901234567', '+998 90 123 45 67'],
    ['8 901234567', '8 90 123 45 67'],
  ])('group the phone %j as it is typed: %j', async (typed, shown) => {
    const user = userEvent.setup();
    renderInForm(fields, { initialValues: planOrderInitialValues });
    const phone = screen.getByRole('textbox', { name: 'Телефон' });
    await user.type(phone, typed);
    expect(phone).toHaveValue(shown);
  });

  it('leave a phone edited in the middle as typed', async () => {
    const user = userEvent.setup();
    renderInForm(fields, { initialValues: planOrderInitialValues });
    const phone = screen.getByRole('textbox', { name: 'Телефон' });
    await user.type(phone, '901234567');
    await user.type(phone, '9', { initialSelectionStart: 2, initialSelectionEnd: 2 });
    expect(phone).toHaveValue('909 123 45 67');
  });

  it('show the schema message in the error colour once the field is touched', async () => {
    const user = userEvent.setup();
    renderInForm(fields, { initialValues: planOrderInitialValues, schema: planOrderSchema });
    const email = screen.getByRole('textbox', { name: 'Email' });
    await user.type(email, 'not-an-email');
    await user.tab();
    const message = await screen.findByText(fieldMessages.emailInvalid);
    expect(email).toHaveAttribute('aria-invalid', 'true');
    expect(email).toHaveAccessibleDescription(fieldMessages.emailInvalid);
    expect(message).toHaveStyle({ color: '#B91C1C' });
  });

  it('are at least 44 px tall', () => {
    renderInForm(fields, { initialValues: planOrderInitialValues });
    for (const input of screen.getAllByRole('textbox')) {
      expect(Number.parseFloat(getComputedStyle(input).minHeight)).toBeGreaterThanOrEqual(44);
    }
  });
});
