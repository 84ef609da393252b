import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { axe } from 'jest-axe';
import { referralTerms } from 'shared-data/catalog';
import { toast } from 'shared-ui';
import { type FunctionAnswer, renderFeature } from 'shared-ui/testing';
import { CustomPlanDialog } from './custom-plan-dialog';

const title = 'Конструктор индивидуального тарифа';

function renderCustom(answer?: FunctionAnswer) {
  const onOpenChange = jest.fn();
  const onSent = jest.fn();
  const view = renderFeature(<CustomPlanDialog open onOpenChange={onOpenChange} onSent={onSent} />, {
    answer,
  });
  return { ...view, onOpenChange, onSent };
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

jest.setTimeout(30_000);

describe('CustomPlanDialog', () => {
  afterEach(() => {
    localStorage.clear();
    act(() => toast.dismiss());
  });

  it('is accessible and lists the services, meeting formats and a date picker', async () => {
    renderCustom();
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
    const user = userEvent.setup();
    const { submitted } = renderCustom();
    await user.click(submit());
    expect(await inDialog().findByText('Введите имя')).toBeInTheDocument();
    expect(inDialog().getByText('Введите email')).toBeInTheDocument();
    expect(inDialog().getByText('Введите телефон')).toBeInTheDocument();
    expect(inDialog().getByText('Укажите сферу деятельности')).toBeInTheDocument();
    expect(inDialog().getByText('Выберите формат встречи')).toBeInTheDocument();
    expect(submitted()).toEqual([]);
  });

  it('sends the custom_plan lead with the ticked services and the referral code, then closes', async () => {
    const user = userEvent.setup();
    localStorage.setItem(referralTerms.promoCodeStorageKey, 'AMB-7K2Q');
    const { submitted, onOpenChange, onSent } = renderCustom();
    expect(inDialog().getByRole('textbox', { name: 'Промокод' })).toHaveValue('AMB-7K2Q');
    await user.click(inDialog().getByRole('checkbox', { name: 'Анализ конкурентов' }));
    await user.click(inDialog().getByRole('checkbox', { name: 'Reels' }));
    await fillRequired(user);
    await user.selectOptions(inDialog().getByRole('combobox', { name: 'Бюджет в месяц' }), 'medium');
    await user.type(inDialog().getByRole('textbox', { name: 'Комментарий' }), 'Две клиники');
    await user.click(submit());
    await waitFor(() => expect(onOpenChange).toHaveBeenCalledWith(false));
    expect(onSent).toHaveBeenCalledTimes(1);
    expect(submitted()).toEqual([
      expect.objectContaining({
        type: 'custom_plan',
        name: 'Тимур',
        phone: '+998901112233',
        companyActivity: 'Стоматология',
        meetingFormat: 'office',
        budget: 'medium',
        selectedServices: ['competitor-analysis', 'reels'],
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
    const user = userEvent.setup();
    const { onOpenChange } = renderCustom(() => ({
      error: { status: 0, code: 'network_error', message: 'Нет связи' },
    }));
    await fillRequired(user);
    await user.click(submit());
    expect(await notices().findByText('Ошибка')).toBeInTheDocument();
    expect(notices().getByText('Не удалось отправить заявку. Попробуйте еще раз.')).toBeInTheDocument();
    expect(onOpenChange).not.toHaveBeenCalled();
  });
});
