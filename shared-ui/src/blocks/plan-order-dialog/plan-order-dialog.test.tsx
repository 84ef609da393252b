import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { axe } from 'jest-axe';
import { renderToString } from 'react-dom/server';
import type { Offer } from 'shared-data/catalog';
import { nativeFormMarkers } from 'shared-data/forms';
import { createAppStore, type InvokeFunction, promoCodeApplied } from 'shared-data/store';
import { findMarketingPlan, marketingConstructorPlan, testRuntimeConfig } from 'shared-data/testing';
import { opensDialog } from 'shared-ui';
import { Button } from '../../components/button';
import { Dialog } from '../../components/dialog';
import { Toaster, toast } from '../../components/toast';
import { AppProviders } from '../../micro-frontend/app-providers';
import { renderWithTheme } from '../../testing/render-with-theme';
import { AppThemeProvider } from '../../theme/app-theme-provider';
import { PlanOrderDialog, planOrderDialogId } from './plan-order-dialog';

type Answer = Awaited<ReturnType<InvokeFunction>>;

const starter = findMarketingPlan('STARTER') as Offer;

/** A page's part as the server renders it: the offer's button, its order dialog and the configurator's. */
function Harness({ offer }: { offer: Offer }) {
  return (
    <>
      <Button {...opensDialog(planOrderDialogId(offer.id))}>Выбрать</Button>
      <PlanOrderDialog offer={offer} configureDialogId="custom-plan" />
      <Dialog id="custom-plan" title="Конструктор индивидуального тарифа">
        <p>Услуги</p>
      </Dialog>
      <Toaster />
    </>
  );
}

interface Setup {
  offer?: Offer;
  storedCode?: string;
  promo?: (code: string) => Answer;
  submit?: (body: unknown) => Answer | Promise<Answer>;
}

const storeFor = (invoke: InvokeFunction, storedCode?: string) => {
  const store = createAppStore({ config: testRuntimeConfig, invokeFunction: invoke });
  if (storedCode) store.dispatch(promoCodeApplied(storedCode));
  return store;
};

function renderDialog({
  offer = starter,
  storedCode,
  promo = () => ({ data: { valid: true, discount_percent: 15 } }),
  submit = () => ({ data: { success: true, id: '1' } }),
}: Setup = {}) {
  const invoke = jest.fn(async (name: string, body: unknown) =>
    name === 'check-promo-code' ? promo((body as { code: string }).code) : submit(body),
  );
  renderWithTheme(
    <AppProviders store={storeFor(invoke as InvokeFunction, storedCode)} config={testRuntimeConfig}>
      <Harness offer={offer} />
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

  it('is in the server markup, closed, its button opening it and its form posting the plan order', () => {
    const invoke = jest.fn() as unknown as InvokeFunction;
    const html = renderToString(
      <AppThemeProvider>
        <AppProviders store={storeFor(invoke, 'AMB15-7K2QXWP')} config={testRuntimeConfig}>
          <Harness offer={starter} />
        </AppProviders>
      </AppThemeProvider>,
    );
    const page = new DOMParser().parseFromString(html, 'text/html');
    const order = page.getElementById('order-starter');
    expect(order?.tagName).toBe('DIALOG');
    expect(order?.hasAttribute('open')).toBe(false);
    const button = [...page.querySelectorAll('button')].find((each) => each.textContent === 'Выбрать');
    expect(button?.getAttribute('command')).toBe('show-modal');
    expect(button?.getAttribute('commandfor')).toBe('order-starter');
    const form = order?.querySelector('form');
    expect(form?.getAttribute('method')).toBe('post');
    const hidden = Object.fromEntries(
      [...(form?.querySelectorAll<HTMLInputElement>('input[type="hidden"]') ?? [])].map((input) => [
        input.name,
        input.value,
      ]),
    );
    expect(hidden).toMatchObject({ form: 'plan_order', dialog: 'order-starter', planName: 'STARTER' });
    expect(html).toContain(nativeFormMarkers.idempotencyKey);
    // The kept promo code is the browser's: the server's markup leaves the field empty, as hydration finds it.
    expect(form?.querySelector<HTMLInputElement>('input[name="promoCode"]')?.value).toBe('');
    for (const name of ['name', 'email', 'phone', 'comments']) {
      expect(form?.querySelector(`[name="${name}"]`)).not.toBeNull();
    }
  });
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

  it("shows the server's own words when it refuses the check for too many wrong codes", async () => {
    const user = userEvent.setup();
    const refusal = 'Слишком много неверных промокодов. Попробуйте ещё раз через 7 мин.';
    renderDialog({ promo: () => ({ error: { status: 429, code: 'rate_limited', message: refusal } }) });
    await open(user);
    await user.type(field('Промокод'), 'LOLA15-7KQ3XWZ');
    expect(await within(dialog()).findByText(refusal)).toBeInTheDocument();
    expect(within(dialog()).getByRole('status')).toHaveTextContent(refusal);
    expect(within(dialog()).queryByText(/мы проверим его при обработке заявки/)).not.toBeInTheDocument();
  });

  it('says the code could not be checked when the refusal carries no message of its own', async () => {
    const user = userEvent.setup();
    renderDialog({
      promo: () => ({
        error: {
          status: 429,
          code: 'http_error',
          message: 'Произошла ошибка при отправке заявки. Попробуйте еще раз.',
        },
      }),
    });
    await open(user);
    await user.type(field('Промокод'), 'LOLA15-7KQ3XWZ');
    expect(
      await within(dialog()).findByText(
        'Проверить промокод сейчас не удалось — мы проверим его при обработке заявки.',
      ),
    ).toBeInTheDocument();
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
    expect(await within(dialog()).findByRole('button', { name: 'Отправка...' })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
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

  it('offers the configurator on top instead of a form for the constructor', async () => {
    const user = userEvent.setup();
    renderDialog({ offer: marketingConstructorPlan });
    const opened = await open(user);
    expect(within(opened).queryByRole('textbox')).not.toBeInTheDocument();
    expect(within(opened).getByText(/от 6 500 000 сум/)).toBeInTheDocument();
    await user.click(within(opened).getByRole('button', { name: 'Настроить тариф' }));
    expect(screen.getByRole('dialog', { name: 'Конструктор индивидуального тарифа' })).toBeVisible();
  });
});
