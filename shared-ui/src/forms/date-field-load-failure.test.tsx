import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import ru from '../texts/ru';
import { DateField } from './date-field';
import { renderInForm } from './render-in-form';

const dateCalendarTexts = ru.dateField;

// The calendar's chunk does not arrive, as on a dropped connection.
jest.mock('./date-calendar', () => {
  throw new Error('Loading chunk 611 failed');
});

describe('DateField when the calendar cannot load', () => {
  it('says so in the calendar, and the field keeps working as a form field', async () => {
    const user = userEvent.setup();
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    renderInForm(<DateField name="consultationDate" label="Дата консультации" />, {
      initialValues: { consultationDate: '' },
    });
    await user.click(screen.getByRole('button', { name: /^Дата консультации/ }));
    expect(await screen.findByRole('alert')).toHaveTextContent(dateCalendarTexts.failed);
    expect(screen.getByRole('dialog', { name: 'Календарь: Дата консультации' })).toBeInTheDocument();
  });
});
