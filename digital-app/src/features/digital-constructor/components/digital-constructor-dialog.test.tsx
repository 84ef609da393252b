import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { axe } from 'jest-axe';
import { createAppStore, type InvokeFunction } from 'shared-data/store';
import { testRuntimeConfig } from 'shared-data/testing';
import { Button, opensDialog, Toaster, toast } from 'shared-ui';
import { AppProviders } from 'shared-ui/testing';
import { preloadIslands } from '../../../testing/preload-islands';
import { DigitalConstructorDialog, digitalConstructorDialogId } from './digital-constructor-dialog';

type Answer = Awaited<ReturnType<InvokeFunction>>;
type User = ReturnType<typeof userEvent.setup>;

async function renderConstructor(answer: () => Answer = () => ({ data: { success: true, id: '7' } })) {
  const invoke = jest.fn(async (_name: string, _body: unknown) => answer());
  render(
    <AppProviders
      store={createAppStore({ config: testRuntimeConfig, invokeFunction: invoke as InvokeFunction })}
      config={testRuntimeConfig}
    >
      <main>
        <Button {...opensDialog(digitalConstructorDialogId)}>Собрать проект</Button>
        <DigitalConstructorDialog />
      </main>
      <Toaster />
    </AppProviders>,
  );
  await userEvent.setup().click(screen.getByRole('button', { name: 'Собрать проект' }));
  return { invoke };
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

// A test here types a whole order and clicks through a long list as a person does: 24 s on a busy machine three times
// slower than usual, so each has twice that before it counts as stuck.
jest.setTimeout(60_000);

beforeAll(preloadIslands);

describe('DigitalConstructorDialog', () => {
  afterEach(() => {
    act(() => toast.dismiss());
  });

  it('is accessible and lists the modules by category, asking for one first', async () => {
    await renderConstructor();
    expect(await axe(dialog())).toHaveNoViolations();
    expect(inDialog().getByRole('heading', { name: 'AI/ML' })).toBeInTheDocument();
    expect(inDialog().getByRole('spinbutton', { name: 'Количество: ERP-система' })).toBeInTheDocument();
    expect(inDialog().getByText('Добавьте хотя бы один модуль, чтобы оставить заявку.')).toBeInTheDocument();
    expect(submit()).toHaveAttribute('aria-disabled', 'true');
  });

  it('refuses a total below the minimum with "Неверный бюджет" and sends nothing', async () => {
    const user = userEvent.setup();
    const { invoke } = await renderConstructor();
    await press(user, 'Увеличить количество: Лендинг');
    expect(inDialog().getByRole('alert')).toHaveTextContent('Минимальная сумма проекта: 3 500 000 сум');
    await fillContacts(user);
    await user.click(submit());
    expect(await notices().findByText('Неверный бюджет')).toBeInTheDocument();
    expect(notices().getByText('Сумма должна быть от 3 500 000 до 50 000 000 сум')).toBeInTheDocument();
    expect(invoke).not.toHaveBeenCalled();
  });

  it('shows the maximum alert above 50 000 000 сум and removes a module with minus down to 0', async () => {
    const user = userEvent.setup();
    await renderConstructor();
    for (let i = 0; i < 8; i++) await press(user, 'Увеличить количество: ERP-система');
    expect(inDialog().getByRole('alert')).toHaveTextContent('Максимальная сумма проекта: 50 000 000 сум');
    expect(dialog()).toHaveTextContent('Итого: 52 000 000 сум');
    for (let i = 0; i < 8; i++) await press(user, 'Уменьшить количество: ERP-система');
    expect(inDialog().getByRole('spinbutton', { name: 'Количество: ERP-система' })).toHaveValue(null);
    expect(dialog()).toHaveTextContent('Итого: 0 сум');
  });

  it('asks for the contacts before sending', async () => {
    const user = userEvent.setup();
    const { invoke } = await renderConstructor();
    await press(user, 'Увеличить количество: Интернет-магазин');
    await user.click(submit());
    expect(await inDialog().findByText('Введите имя')).toBeInTheDocument();
    expect(inDialog().getByText('Введите email')).toBeInTheDocument();
    expect(inDialog().getByText('Введите телефон')).toBeInTheDocument();
    expect(invoke).not.toHaveBeenCalled();
  });

  it('sends a digital_constructor lead and closes with the success toast', async () => {
    const user = userEvent.setup();
    const { invoke } = await renderConstructor();
    await press(user, 'Увеличить количество: Интернет-магазин');
    await press(user, 'Увеличить количество: Техническая поддержка');
    await press(user, 'Увеличить количество: Техническая поддержка');
    await fillContacts(user);
    await user.type(inDialog().getByRole('textbox', { name: 'Описание проекта' }), 'Магазин одежды');
    await user.click(inDialog().getByRole('radio', { name: 'В офисе клиента' }));
    await user.click(submit());
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(invoke.mock.calls.map(([name, body]) => [name, body])).toEqual([
      [
        'submit-application',
        expect.objectContaining({
          type: 'digital_constructor',
          name: 'Тимур',
          personal_info: 'Магазин одежды',
          meeting_format: 'client-office',
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
    await renderConstructor(() => ({
      error: { status: 500, code: 'internal', message: 'Сбой' },
    }));
    await press(user, 'Увеличить количество: Интернет-магазин');
    await fillContacts(user);
    await user.click(submit());
    expect(await notices().findByText('Ошибка')).toBeInTheDocument();
    expect(notices().getByText('Не удалось отправить заявку. Попробуйте еще раз.')).toBeInTheDocument();
    expect(dialog()).toBeVisible();
  });
});
