import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { axe } from 'jest-axe';
import { renderToString } from 'react-dom/server';
import { referralTerms } from 'shared-data/catalog';
import { createAppStore } from 'shared-data/store';
import { testRuntimeConfig } from 'shared-data/testing';
import { Button, opensDialog, toast } from 'shared-ui';
import { RequestDialog } from 'shared-ui/layout';
import { AppProviders, type FunctionAnswer, renderFeature } from 'shared-ui/testing';
import { preloadIslands } from '../../../testing/preload-islands';
import { CustomPlanDialog, customPlanDialogId } from './custom-plan-dialog';

const title = 'Конструктор индивидуального тарифа';

/** The constructor tariff's order dialog, whose button opens the custom tariff on top, as the page renders them. */
function Page() {
  return (
    <>
      <Button {...opensDialog('order-constructor')}>Индивидуальный тариф</Button>
      <RequestDialog id="order-constructor" title="Заявка на тариф CONSTRUCTOR" description="Цена от">
        <Button {...opensDialog(customPlanDialogId)}>Настроить тариф</Button>
      </RequestDialog>
      <CustomPlanDialog closesToo={['order-constructor']} />
    </>
  );
}

async function renderCustom(answer?: FunctionAnswer) {
  const user = userEvent.setup();
  const view = renderFeature(<Page />, { answer });
  await user.click(screen.getByRole('button', { name: 'Индивидуальный тариф' }));
  await user.click(screen.getByRole('button', { name: 'Настроить тариф' }));
  return { ...view, user };
}

const inDialog = () => within(screen.getByRole('dialog', { name: title }));
const submit = () => inDialog().getByRole('button', { name: 'Отправить заявку' });
const notices = () => within(screen.getByRole('region', { name: 'Уведомления' }));

async function fillRequired(user: ReturnType<typeof userEvent.setup>) {
  await user.type(inDialog().getByRole('textbox', { name: 'Имя' }), 'Тимур');
  await user.type(inDialog().getByRole('textbox', { name: 'Email' }), 'timur@example.uz');
  await user.type(inDialog().getByRole('textbox', { name: 'Телефон' }), '998901112233');
  await user.type(inDialog().getByRole('textbox', { name: 'Сфера деятельности' }), 'Стоматология');
  await user.click(inDialog().getByRole('radio', { name: 'Встреча в офисе' }));
}

// A test here types a whole order and clicks through a long list as a person does: 24 s on a busy machine three times
// slower than usual, so each has twice that before it counts as stuck.
jest.setTimeout(60_000);

beforeAll(preloadIslands);

describe('CustomPlanDialog', () => {
  afterEach(() => {
    localStorage.clear();
    act(() => toast.dismiss());
  });

  it('is in the server markup, closed, its form posting the custom tariff request', () => {
    const store = createAppStore({ config: testRuntimeConfig, invokeFunction: jest.fn() });
    const html = renderToString(
      <AppProviders store={store} config={testRuntimeConfig}>
        <Page />
      </AppProviders>,
    );
    const page = new DOMParser().parseFromString(html, 'text/html');
    const dialog = page.getElementById('custom-plan');
    expect(dialog?.tagName).toBe('DIALOG');
    expect(dialog?.hasAttribute('open')).toBe(false);
    const form = dialog?.querySelector('form');
    expect(form?.getAttribute('method')).toBe('post');
    expect(form?.querySelector<HTMLInputElement>('input[name="form"]')?.value).toBe('custom_plan');
    expect(form?.querySelector<HTMLInputElement>('input[name="dialog"]')?.value).toBe('custom-plan');
    expect(form?.querySelectorAll('input[type="checkbox"][name="selectedServices"]').length).toBeGreaterThan(
      40,
    );
    expect(form?.querySelectorAll('input[type="radio"][name="meetingFormat"]')).toHaveLength(4);
  });

  it('is accessible and lists the services, meeting formats and a date picker', async () => {
    await renderCustom();
    const dialog = screen.getByRole('dialog', { name: title });
    expect(await axe(dialog)).toHaveNoViolations();
    expect(inDialog().getAllByRole('checkbox').length).toBeGreaterThan(40);
    expect(
      inDialog()
        .getAllByRole('radio')
        .map((radio) => radio.closest('label')?.textContent),
    ).toEqual([
      'Онлайн-встреча (видеозвонок)',
      'Встреча в офисе',
      'Телефонный звонок',
      'Переписка в мессенджере',
    ]);
    expect(inDialog().getByRole('button', { name: /Желаемая дата консультации/ })).toBeInTheDocument();
  });

  it('names every missing required field and sends nothing', async () => {
    const { submitted, user } = await renderCustom();
    await user.click(submit());
    expect(await inDialog().findByText('Введите имя')).toBeInTheDocument();
    expect(inDialog().getByText('Введите email')).toBeInTheDocument();
    expect(inDialog().getByText('Введите телефон')).toBeInTheDocument();
    expect(inDialog().getByText('Укажите сферу деятельности')).toBeInTheDocument();
    expect(inDialog().getByText('Выберите формат встречи')).toBeInTheDocument();
    expect(submitted()).toEqual([]);
  });

  it('sends the custom_plan lead with the ticked services and the referral code, then closes both dialogs', async () => {
    localStorage.setItem(referralTerms.promoCodeStorageKey, 'AMB-7K2Q');
    const { submitted, user } = await renderCustom();
    expect(inDialog().getByRole('textbox', { name: 'Промокод' })).toHaveValue('AMB-7K2Q');
    await user.click(inDialog().getByRole('checkbox', { name: 'Анализ конкурентов' }));
    await user.click(inDialog().getByRole('checkbox', { name: 'Reels' }));
    await fillRequired(user);
    await user.selectOptions(inDialog().getByRole('combobox', { name: 'Бюджет в месяц' }), 'medium');
    await user.type(inDialog().getByRole('textbox', { name: 'Комментарий' }), 'Две клиники');
    await user.click(submit());
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(submitted()).toEqual([
      expect.objectContaining({
        type: 'custom_plan',
        name: 'Тимур',
        phone: '+998901112233',
        company_activity: 'Стоматология',
        meeting_format: 'office',
        budget: 'medium',
        selected_services: ['competitor-analysis', 'reels'],
        comments: 'Две клиники',
        promo_code: 'AMB-7K2Q',
      }),
    ]);
    expect(await notices().findByText('Заявка отправлена!')).toBeInTheDocument();
    expect(
      notices().getByText('Мы свяжемся с вами в ближайшее время для обсуждения индивидуального плана.'),
    ).toBeInTheDocument();
  });

  it('shows the error toast and stays open when sending fails', async () => {
    const { user } = await renderCustom(() => ({
      error: { status: 0, code: 'network_error', message: 'Нет связи' },
    }));
    await fillRequired(user);
    await user.click(submit());
    expect(await notices().findByText('Ошибка')).toBeInTheDocument();
    expect(notices().getByText('Не удалось отправить заявку. Попробуйте еще раз.')).toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: title })).toBeVisible();
  });
});
