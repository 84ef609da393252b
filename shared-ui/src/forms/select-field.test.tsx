import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { axe } from 'jest-axe';
import { landingServiceOptions } from 'shared-data/testing';
import { renderInForm } from './render-in-form';
import { SelectField } from './select-field';

const renderSelect = (required = false) =>
  renderInForm(
    <SelectField
      name="service"
      label="Услуга"
      options={landingServiceOptions}
      placeholder="Выберите услугу"
      required={required}
    />,
    {
      initialValues: { service: '' },
      schema: {
        cast: (value) => value,
        validate: async (value) => {
          if (required && !(value as { service: string }).service) {
            const error = {
              name: 'ValidationError',
              inner: [{ path: 'service', message: 'Выберите услугу' }],
            };
            throw error;
          }
          return value;
        },
      },
    },
  );

describe('SelectField', () => {
  it('is accessible', async () => {
    const { container } = renderSelect(true);
    expect(await axe(container)).toHaveNoViolations();
  });

  it('lists the placeholder first, then every option by label', () => {
    renderSelect();
    const select = screen.getByRole('combobox', { name: 'Услуга' });
    expect(select).toHaveValue('');
    const options = screen.getAllByRole('option');
    expect(options.map((option) => option.textContent)).toEqual([
      'Выберите услугу',
      ...landingServiceOptions.map((option) => option.label),
    ]);
  });

  it('stores the value of the chosen option', async () => {
    const user = userEvent.setup();
    const { onSubmit } = renderSelect();
    await user.selectOptions(screen.getByRole('combobox', { name: 'Услуга' }), 'CRM системы');
    await user.click(screen.getByRole('button', { name: 'Отправить' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalled());
    expect(onSubmit.mock.calls[0][0]).toEqual({ service: 'crm' });
  });

  it('is marked required and shows its error after a failed submit', async () => {
    const user = userEvent.setup();
    renderSelect(true);
    const select = screen.getByRole('combobox', { name: 'Услуга' });
    expect(select).toHaveAttribute('aria-required', 'true');
    await user.click(screen.getByRole('button', { name: 'Отправить' }));
    await waitFor(() => expect(select).toHaveFocus());
    expect(select).toHaveAttribute('aria-invalid', 'true');
    expect(select).toHaveAccessibleDescription('Выберите услугу');
  });
});
