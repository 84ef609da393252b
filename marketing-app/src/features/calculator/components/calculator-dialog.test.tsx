import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { axe } from 'jest-axe';
import { Button, opensDialog, toast } from 'shared-ui';
import { type FunctionAnswer, renderFeature } from 'shared-ui/testing';
import { preloadIslands } from '../../../testing/preload-islands';
import { CalculatorDialog, calculatorDialogId } from './calculator-dialog';

const title = 'Калькулятор тарифа КОНСТРУКТОР';
const website = 'Сайт компании';

async function renderCalculator(answer?: FunctionAnswer) {
  const view = renderFeature(
    <>
      <Button {...opensDialog(calculatorDialogId)}>Рассчитать стоимость</Button>
      <CalculatorDialog />
    </>,
    { answer },
  );
  await userEvent.setup().click(screen.getByRole('button', { name: 'Рассчитать стоимость' }));
  return view;
}

const dialog = () => screen.getByRole('dialog', { name: title });
const inDialog = () => within(dialog());
const submit = () => inDialog().getByRole('button', { name: 'Отправить заявку' });
const plus = (user: ReturnType<typeof userEvent.setup>, name: string) =>
  user.click(inDialog().getByRole('button', { name: `Увеличить количество: ${name}` }));
const minus = (user: ReturnType<typeof userEvent.setup>, name: string) =>
  user.click(inDialog().getByRole('button', { name: `Уменьшить количество: ${name}` }));

async function fillContacts(user: ReturnType<typeof userEvent.setup>) {
  await user.type(inDialog().getByRole('textbox', { name: 'Имя' }), 'Дилноза');
  await user.type(inDialog().getByRole('textbox', { name: 'Email' }), 'dilnoza@example.uz');
  await user.type(inDialog().getByRole('textbox', { name: 'Телефон' }), '+998 91 234 56 78');
  await user.type(inDialog().getByRole('textbox', { name: 'Сфера деятельности' }), 'Кафе');
  await user.click(inDialog().getByRole('radio', { name: 'Телефонный звонок' }));
}

// A test here types a whole order and clicks through a long list as a person does: 24 s on a busy machine three times
// slower than usual, so each has twice that before it counts as stuck.
jest.setTimeout(60_000);

beforeAll(preloadIslands);

describe('CalculatorDialog', () => {
  afterEach(() => {
    act(() => toast.dismiss());
  });

  it('is accessible and asks for a service before it can be sent', async () => {
    await renderCalculator();
    expect(await axe(dialog())).toHaveNoViolations();
    expect(inDialog().getByText('Добавьте хотя бы одну услугу, чтобы оставить заявку.')).toBeInTheDocument();
    expect(submit()).toHaveAttribute('aria-disabled', 'true');
  });

  it('adds and removes services, with the minimum alert below the bounds', async () => {
    const user = userEvent.setup();
    await renderCalculator();
    await plus(user, website);
    expect(inDialog().getByRole('alert')).toHaveTextContent('Минимальная сумма заказа: 6 500 000 сум');
    expect(submit()).toHaveAttribute('aria-disabled', 'true');
    await plus(user, website);
    expect(inDialog().queryByRole('alert')).not.toBeInTheDocument();
    expect(dialog()).toHaveTextContent('Итого: 7 800 000 сум');
    expect(submit()).not.toHaveAttribute('aria-disabled');
    await minus(user, website);
    await minus(user, website);
    expect(inDialog().getByRole('spinbutton', { name: `Количество: ${website}` })).toHaveValue(null);
    expect(dialog()).toHaveTextContent('Итого: 0 сум');
  });

  it('shows the maximum alert and keeps the submit disabled above the bounds', async () => {
    const user = userEvent.setup();
    await renderCalculator();
    await plus(user, website);
    for (let i = 0; i < 10; i++) await plus(user, website);
    expect(inDialog().getByRole('alert')).toHaveTextContent('Максимальная сумма заказа: 39 000 000 сум');
    expect(submit()).toHaveAttribute('aria-disabled', 'true');
  });

  it('sends the calculator lead with the selection and closes on success', async () => {
    const user = userEvent.setup();
    const { submitted } = await renderCalculator();
    await plus(user, website);
    await plus(user, website);
    await plus(user, 'Дизайн логотипа');
    await fillContacts(user);
    await user.click(submit());
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(submitted()).toEqual([
      expect.objectContaining({
        type: 'calculator',
        name: 'Дилноза',
        email: 'dilnoza@example.uz',
        phone: '+998912345678',
        company_activity: 'Кафе',
        meeting_format: 'phone',
        selection: { website: 2, 'logo-design': 1 },
      }),
    ]);
    const notices = screen.getByRole('region', { name: 'Уведомления' });
    expect(await within(notices).findByText('Заявка отправлена!')).toBeInTheDocument();
    expect(
      within(notices).getByText('Мы свяжемся с вами в ближайшее время для обсуждения индивидуального плана.'),
    ).toBeInTheDocument();
  });

  it('says "Неверный бюджет" when the server refuses the total', async () => {
    const user = userEvent.setup();
    // As the server writes it: the amounts grouped with no-break spaces.
    const message = 'Сумма должна быть от 6\u00a0500\u00a0000 до 39\u00a0000\u00a0000\u00a0сум';
    await renderCalculator(() => ({
      error: { status: 400, code: 'validation_failed', message, fields: { selection: message } },
    }));
    await plus(user, website);
    await plus(user, website);
    await fillContacts(user);
    await user.click(submit());
    const notices = screen.getByRole('region', { name: 'Уведомления' });
    expect(await within(notices).findByText('Неверный бюджет')).toBeInTheDocument();
    expect(within(notices).getByText('Сумма должна быть от 6 500 000 до 39 000 000 сум')).toBeInTheDocument();
  });

  it('shows the error toast and stays open when sending fails', async () => {
    const user = userEvent.setup();
    await renderCalculator(() => ({
      error: { status: 500, code: 'internal', message: 'Сбой' },
    }));
    await plus(user, website);
    await plus(user, website);
    await fillContacts(user);
    await user.click(submit());
    const notices = screen.getByRole('region', { name: 'Уведомления' });
    expect(await within(notices).findByText('Ошибка')).toBeInTheDocument();
    expect(within(notices).getByText('Не удалось отправить заявку. Попробуйте еще раз.')).toBeInTheDocument();
    expect(dialog()).toBeVisible();
  });
});
