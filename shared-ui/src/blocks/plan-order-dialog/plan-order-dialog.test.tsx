import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { axe } from 'jest-axe';
import { useState } from 'react';
import { findMarketingPlan, marketingConstructorPlan, type Offer } from 'shared-data/catalog';
import { createAppStore, type InvokeFunction, promoCodeApplied } from 'shared-data/store';
import { testRuntimeConfig } from 'shared-data/testing';
import { Button } from '../../components/button';
import { Toaster, toast } from '../../components/toast';
import { AppProviders } from '../../micro-frontend/app-providers';
import { renderWithTheme } from '../../testing/render-with-theme';
import { PlanOrderDialog } from './plan-order-dialog';

type Answer = Awaited<ReturnType<InvokeFunction>>;

const starter = findMarketingPlan('STARTER') as Offer;

function Harness({ offer, onConfigure }: { offer: Offer; onConfigure?: () => void }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button onClick={() => setOpen(true)}>Выбрать</Button>
      <PlanOrderDialog offer={offer} open={open} onOpenChange={setOpen} onConfigure={onConfigure} />
      <Toaster />
    </>
  );
}

interface Setup {
  offer?: Offer;
  storedCode?: string;
  promo?: (code: string) => Answer;
  submit?: (body: unknown) => Answer | Promise<Answer>;
  onConfigure?: () => void;
}

function renderDialog({
  offer = starter,
  storedCode,
  promo = () => ({ data: { valid: true, discount_percent: 15 } }),
  submit = () => ({ data: { success: true, id: '1' } }),
  onConfigure,
}: Setup = {}) {
  const invoke = jest.fn(async (name: string, body: unknown) =>
    name === 'check-promo-code' ? promo((body as { code: string }).code) : submit(body),
  );
  const store = createAppStore({ config: testRuntimeConfig, invokeFunction: invoke as InvokeFunction });
  if (storedCode) store.dispatch(promoCodeApplied(storedCode));
  renderWithTheme(
    <AppProviders store={store} config={testRuntimeConfig}>
      <Harness offer={offer} onConfigure={onConfigure} />
    </AppProviders>,
  );
  const submits = () => invoke.mock.calls.filter(([name]) => name === 'submit-application');
  return { invoke, submits };
}

const dialog = () => screen.getByRole('dialog');
const field = (name: string) => within(dialog()).getByRole('textbox', { name });
const notices = () => screen.getByRole('region', { name: 'Уведомления' });

async function open(user: ReturnType<typeof userEvent.setup>) {
  await user.click(screen.getByRole('button', { name: 'Выбрать' }));
  return dialog();
}

async function fillContacts(user: ReturnType<typeof userEvent.setup>) {
  await user.type(field('Имя'), 'Алишер');
  await user.type(field('Email'), 'alisher@example.uz');
  await user.type(field('Телефон'), '+998 90 123 45 67');
}

describe('PlanOrderDialog', () => {
  beforeEach(() => localStorage.clear());
  afterEach(() => {
    act(() => toast.dismiss());
  });

  it('is accessible and shows the chosen tariff with its price', async () => {
    const user = userEvent.setup();
    renderDialog();
    const opened = await open(user);
    expect(within(opened).getByRole('heading', { name: 'Заявка на тариф STARTER' })).toBeInTheDocument();
    expect(within(opened).getByRole('region', { name: 'Выбранный тариф' })).toHaveTextContent(
      '6 500 000 сум',
    );
    expect(within(opened).getByText(/10 400 000 сум/)).toBeInTheDocument();
    expect(await axe(opened)).toHaveNoViolations();
  });

  it('names the missing required fields and sends nothing', async () => {
    const user = userEvent.setup();
    const { submits } = renderDialog();
    await open(user);
    await user.click(within(dialog()).getByRole('button', { name: 'Отправить заявку' }));
    expect(await within(notices()).findByText('Заполните все обязательные поля')).toBeInTheDocument();
    expect(
      within(notices()).getByText('Имя, email и телефон обязательны для оформления заявки'),
    ).toBeInTheDocument();
    expect(within(dialog()).getByText('Введите имя')).toBeInTheDocument();
    expect(submits()).toHaveLength(0);
  });

  it('prefills the referral code and shows 15% off and the final price once the code is valid', async () => {
    const user = userEvent.setup();
    const { invoke } = renderDialog({ storedCode: 'AMB15-7K2QXWP' });
    await open(user);
    expect(field('Промокод')).toHaveValue('AMB15-7K2QXWP');
    expect(await within(dialog()).findByText('Промокод действует: скидка 15%')).toBeInTheDocument();
    expect(within(dialog()).getByText('−975 000 сум')).toBeInTheDocument();
    expect(within(dialog()).getByText('5 525 000 сум')).toBeInTheDocument();
    expect(invoke).toHaveBeenCalledWith('check-promo-code', { code: 'AMB15-7K2QXWP' }, undefined);
  });

  it('checks a typed code once typing rests and says when it is unknown', async () => {
    const user = userEvent.setup();
    const { invoke } = renderDialog({ promo: () => ({ data: { valid: false, discount_percent: 0 } }) });
    await open(user);
    await user.type(field('Промокод'), 'lola15-7kq3xwz');
    expect(
      await within(dialog()).findByText(/Промокод не найден — скидка 15% не применится/),
    ).toBeInTheDocument();
    expect(within(dialog()).queryByText('Итого к оплате')).not.toBeInTheDocument();
    const checks = invoke.mock.calls.filter(([name]) => name === 'check-promo-code');
    expect(checks).toEqual([['check-promo-code', { code: 'lola15-7kq3xwz' }, undefined]]);
  });

  it('calls a text that is no promo code unknown without asking the server', async () => {
    const user = userEvent.setup();
    const { invoke } = renderDialog();
    await open(user);
    await user.type(field('Промокод'), 'LOLA15-7KQ');
    expect(
      await within(dialog()).findByText(/Промокод не найден — скидка 15% не применится/),
    ).toBeInTheDocument();
    expect(invoke.mock.calls.filter(([name]) => name === 'check-promo-code')).toEqual([]);
  });

  it('sends the plan_order lead, shows "Отправка...", the success toast, and closes', async () => {
    const user = userEvent.setup();
    let release: (answer: Answer) => void = () => undefined;
    const { submits } = renderDialog({ submit: () => new Promise<Answer>((resolve) => (release = resolve)) });
    await open(user);
    await fillContacts(user);
    await user.type(field('Комментарий'), 'Начать с июня');
    await user.click(within(dialog()).getByRole('button', { name: 'Отправить заявку' }));
    expect(await within(dialog()).findByRole('button', { name: 'Отправка...' })).toBeDisabled();
    expect(submits()).toEqual([
      [
        'submit-application',
        expect.objectContaining({
          type: 'plan_order',
          name: 'Алишер',
          email: 'alisher@example.uz',
          phone: '+998901234567',
          plan_name: 'STARTER',
          comments: 'Начать с июня',
          idempotency_key: expect.any(String),
        }),
        undefined,
      ],
    ]);
    release({ data: { success: true, id: '1' } });
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(await within(notices()).findByText('Заявка отправлена!')).toBeInTheDocument();
    expect(
      within(notices()).getByText('Мы свяжемся с вами в ближайшее время для подтверждения заказа.'),
    ).toBeInTheDocument();
    await open(user);
    expect(field('Имя')).toHaveValue('');
  });

  it('stays open with the server message when sending fails', async () => {
    const user = userEvent.setup();
    renderDialog({
      submit: () => ({ error: { status: 429, code: 'rate_limited', message: 'Слишком много заявок' } }),
    });
    await open(user);
    await fillContacts(user);
    await user.click(within(dialog()).getByRole('button', { name: 'Отправить заявку' }));
    expect(await within(notices()).findByText('Ошибка отправки')).toBeInTheDocument();
    expect(within(notices()).getByText('Слишком много заявок')).toBeInTheDocument();
    expect(field('Имя')).toHaveValue('Алишер');
  });

  it('offers the configurator instead of a form for the constructor', async () => {
    const user = userEvent.setup();
    const onConfigure = jest.fn();
    renderDialog({ offer: marketingConstructorPlan, onConfigure });
    const opened = await open(user);
    expect(within(opened).queryByRole('textbox')).not.toBeInTheDocument();
    expect(within(opened).getByText(/от 6 500 000 сум/)).toBeInTheDocument();
    await user.click(within(opened).getByRole('button', { name: 'Настроить тариф' }));
    expect(onConfigure).toHaveBeenCalledTimes(1);
  });
});
