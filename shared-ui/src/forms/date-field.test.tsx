import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { axe } from 'jest-axe';
import { consultationSectionInitialValues } from 'shared-data/forms';
import { consultationSectionSchema, fieldMessages } from 'shared-data/testing';
import ru from '../texts/ru';
import { DateField } from './date-field';
import { parseDateValue, toDateValue } from './date-values';
import { renderInForm } from './render-in-form';

/** A day as the Russian book writes it. */
const formatDateLabel = ru.dateField.day;

const now = new Date(2025, 7, 20, 15, 30);

const renderDate = (consultationDate = '') =>
  renderInForm(<DateField name="consultationDate" label="Дата консультации" hint="Необязательно" />, {
    initialValues: { consultationDate },
  });

const trigger = () => screen.getByRole('button', { name: /^Дата консультации/ });
const day = (name: RegExp) => within(screen.getByRole('grid')).getByRole('button', { name });

describe('DateField', () => {
  beforeEach(() => {
    jest.useFakeTimers({ now, advanceTimers: true });
  });
  afterEach(() => {
    jest.useRealTimers();
  });

  it('is accessible, closed and open', async () => {
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    const { container } = renderDate();
    expect(await axe(container)).toHaveNoViolations();
    await user.click(trigger());
    expect(screen.getByRole('dialog', { name: 'Календарь: Дата консультации' })).toBeInTheDocument();
    expect(await axe(container)).toHaveNoViolations();
  });

  it('shows the placeholder, then the chosen date in Russian', () => {
    renderDate('2025-08-22');
    expect(trigger()).toHaveAccessibleName('Дата консультации 22 августа 2025 г.');
    expect(trigger()).toHaveAccessibleDescription('Необязательно');
  });

  it('starts the week on Monday', async () => {
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    renderDate();
    await user.click(trigger());
    const headers = within(screen.getByRole('grid')).getAllByRole('columnheader', { hidden: true });
    expect(headers[0]).toHaveTextContent('пн');
    expect(headers[6]).toHaveTextContent('вс');
  });

  it('disables the days before today and keeps today', async () => {
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    renderDate();
    await user.click(trigger());
    expect(day(/19 августа/)).toBeDisabled();
    expect(day(/20 августа/)).toBeEnabled();
    expect(screen.getByRole('button', { name: 'Перейти к предыдущему месяцу' })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
  });

  it('stores the chosen day as an ISO date, closes and returns focus', async () => {
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    const { onSubmit } = renderDate();
    await user.click(trigger());
    await user.click(day(/22 августа/));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(trigger()).toHaveFocus();
    expect(trigger()).toHaveTextContent('22 августа 2025 г.');
    await user.click(screen.getByRole('button', { name: 'Отправить' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalled());
    expect(onSubmit.mock.calls[0][0]).toEqual({ consultationDate: '2025-08-22' });
  });

  it('is used with the keyboard: arrows move the day, Enter picks it, Escape closes', async () => {
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    renderDate();
    trigger().focus();
    await user.keyboard('{Enter}');
    await waitFor(() => expect(day(/20 августа/)).toHaveFocus());
    await user.keyboard('{ArrowRight}{ArrowDown}{Enter}');
    expect(trigger()).toHaveTextContent('28 августа 2025 г.');
    await user.keyboard('{Enter}');
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(trigger()).toHaveFocus();
  });

  it('clears the date back to an empty string', async () => {
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    const { onSubmit } = renderDate('2025-08-22');
    await user.click(screen.getByRole('button', { name: 'Очистить: Дата консультации' }));
    expect(trigger()).toHaveTextContent('Выберите дату');
    await user.click(screen.getByRole('button', { name: 'Отправить' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalled());
    expect(onSubmit.mock.calls[0][0]).toEqual({ consultationDate: '' });
  });

  it('shows the schema message for a past date', async () => {
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    renderInForm(<DateField name="consultationDate" label="Дата консультации" />, {
      initialValues: { ...consultationSectionInitialValues, consultationDate: '2025-08-01' },
      schema: consultationSectionSchema,
    });
    await user.click(screen.getByRole('button', { name: 'Отправить' }));
    await waitFor(() => expect(trigger()).toHaveAttribute('aria-invalid', 'true'));
    expect(trigger()).toHaveAccessibleDescription(fieldMessages.datePast);
  });

  it('converts between values and days', () => {
    const parsed = parseDateValue('2025-08-22');
    expect(parsed && toDateValue(parsed)).toBe('2025-08-22');
    expect(parsed && formatDateLabel(parsed)).toBe('22 августа 2025 г.');
    expect(parseDateValue('')).toBeUndefined();
    expect(parseDateValue('not a date')).toBeUndefined();
  });
});
