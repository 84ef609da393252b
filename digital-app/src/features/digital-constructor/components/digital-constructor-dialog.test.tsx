import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { axe } from 'jest-axe';
import { createAppStore, type InvokeFunction } from 'shared-data/store';
import { testRuntimeConfig } from 'shared-data/testing';
import { Toaster, toast } from 'shared-ui';
import { AppProviders } from 'shared-ui/testing';
import { DigitalConstructorDialog } from './digital-constructor-dialog';

type Answer = Awaited<ReturnType<InvokeFunction>>;
type User = ReturnType<typeof userEvent.setup>;

function renderConstructor(answer: () => Answer = () => ({ data: { success: true, id: '7' } })) {
  const invoke = jest.fn(async (_name: string, _body: unknown) => answer());
  const onOpenChange = jest.fn();
  render(
    <AppProviders
      store={createAppStore({ config: testRuntimeConfig, invokeFunction: invoke as InvokeFunction })}
      config={testRuntimeConfig}
    >
      <main>
        <DigitalConstructorDialog open onOpenChange={onOpenChange} />
      </main>
      <Toaster />
    </AppProviders>,
  );
  return { invoke, onOpenChange };
}

const dialog = () => screen.getByRole('dialog', { name: 'Конструктор digital-проекта' });
const inDialog = () => within(dialog());
const notices = () => within(screen.getByRole('region', { name: 'Уведомления' }));
const submit = () => inDialog().getByRole('button', { name: 'Отправить заявку' });
const press = (user: User, name: string) => user.click(inDialog().getByRole('button', { name }));

async function fillContacts(user: User) {
  await user.type(inDialog().getByRole('textbox', { name: 'Имя' }), 'Тимур');
  await user.type(inDialog().getByRole('textbox', { name: 'Email' }), 'timur@example.uz');
  await user.type(inDialog().getByRole('textbox', { name: 'Телефон' }), '+998 90 765 43 21');
}

jest.setTimeout(30_000);

describe('DigitalConstructorDialog', () => {
  afterEach(() => {
    act(() => toast.dismiss());
  });

  it('is accessible and lists the modules by category before the request parts', async () => {
    renderConstructor();
    expect(await axe(dialog())).toHaveNoViolations();
    expect(inDialog().getByRole('heading', { name: 'AI/ML' })).toBeInTheDocument();
    expect(inDialog().getByRole('button', { name: 'Добавить: ERP-система' })).toBeInTheDocument();
    expect(inDialog().queryByRole('textbox', { name: 'Имя' })).not.toBeInTheDocument();
    expect(submit()).toBeDisabled();
  });

  it('refuses a total below the minimum with "Неверный бюджет" and sends nothing', async () => {
    const user = userEvent.setup();
    const { invoke } = renderConstructor();
    await press(user, 'Добавить: Лендинг');
    expect(inDialog().getByRole('alert')).toHaveTextContent('Минимальная сумма проекта: 3 500 000 сум');
    await fillContacts(user);
    await user.click(submit());
    expect(await notices().findByText('Неверный бюджет')).toBeInTheDocument();
    expect(notices().getByText('Сумма должна быть от 3 500 000 до 50 000 000 сум')).toBeInTheDocument();
    expect(invoke).not.toHaveBeenCalled();
  });

  it('shows the maximum alert above 50 000 000 сум and removes a module with minus at 1', async () => {
    const user = userEvent.setup();
    renderConstructor();
    await press(user, 'Добавить: ERP-система');
    for (let i = 0; i < 7; i++) await press(user, 'Увеличить количество: ERP-система');
    expect(inDialog().getByRole('alert')).toHaveTextContent('Максимальная сумма проекта: 50 000 000 сум');
    expect(dialog()).toHaveTextContent('Итого: 52 000 000 сум');
    for (let i = 0; i < 8; i++) await press(user, 'Уменьшить количество: ERP-система');
    expect(inDialog().getByRole('button', { name: 'Добавить: ERP-система' })).toBeInTheDocument();
    expect(dialog()).toHaveTextContent('Итого: 0 сум');
  });

  it('asks for the contacts before sending', async () => {
    const user = userEvent.setup();
    const { invoke } = renderConstructor();
    await press(user, 'Добавить: Интернет-магазин');
    await user.click(submit());
    expect(await inDialog().findByText('Введите имя')).toBeInTheDocument();
    expect(inDialog().getByText('Введите email')).toBeInTheDocument();
    expect(inDialog().getByText('Введите телефон')).toBeInTheDocument();
    expect(invoke).not.toHaveBeenCalled();
  });

  it('sends a digital_constructor lead and closes with the success toast', async () => {
    const user = userEvent.setup();
    const { invoke, onOpenChange } = renderConstructor();
    await press(user, 'Добавить: Интернет-магазин');
    await press(user, 'Добавить: Техническая поддержка');
    await press(user, 'Увеличить количество: Техническая поддержка');
    await fillContacts(user);
    await user.type(inDialog().getByRole('textbox', { name: 'Описание проекта' }), 'Магазин одежды');
    await user.click(inDialog().getByRole('radio', { name: 'В офисе клиента' }));
    await user.click(submit());
    await waitFor(() => expect(onOpenChange).toHaveBeenCalledWith(false));
    expect(invoke.mock.calls.map(([name, body]) => [name, body])).toEqual([
      [
        'submit-application',
        expect.objectContaining({
          type: 'digital_constructor',
          name: 'Тимур',
          personalInfo: 'Магазин одежды',
          meetingFormat: 'client-office',
          selection: { 'online-store': 1, 'monthly-support': 2 },
        }),
      ],
    ]);
    expect(await notices().findByText('Заявка отправлена!')).toBeInTheDocument();
    expect(
      notices().getByText('Наш технический специалист свяжется с вами для обсуждения проекта.'),
    ).toBeInTheDocument();
  });

  it('stays open with the spec failure toast when sending fails', async () => {
    const user = userEvent.setup();
    const { onOpenChange } = renderConstructor(() => ({
      error: { status: 500, code: 'internal', message: 'Сбой' },
    }));
    await press(user, 'Добавить: Интернет-магазин');
    await fillContacts(user);
    await user.click(submit());
    expect(await notices().findByText('Ошибка')).toBeInTheDocument();
    expect(notices().getByText('Не удалось отправить заявку. Попробуйте еще раз.')).toBeInTheDocument();
    expect(onOpenChange).not.toHaveBeenCalled();
  });
});
