import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { axe } from 'jest-axe';
import { type DigitalService, digitalServices } from 'shared-data/catalog';
import { toast } from 'shared-ui';
import { asRead, type FunctionAnswer, renderFeature } from 'shared-ui/testing';
import type { ServiceOrderMode } from '../service-order-request';
import { ServiceOrderDialog } from './service-order-dialog';

const serviceById = (id: string) => digitalServices.find((service) => service.id === id) as DigitalService;
const web = serviceById('web-development');
const security = serviceById('cybersecurity');

function renderDialog(service: DigitalService, mode: ServiceOrderMode, answer?: FunctionAnswer) {
  const onOpenChange = jest.fn();
  const view = renderFeature(
    <ServiceOrderDialog request={{ service, mode }} open onOpenChange={onOpenChange} />,
    { answer },
  );
  return { ...view, onOpenChange };
}

const dialog = () => within(screen.getByRole('dialog'));
const submit = () => dialog().getByRole('button', { name: 'Отправить заявку' });
const notices = () => within(screen.getByRole('region', { name: 'Уведомления' }));

async function fillContacts(user: ReturnType<typeof userEvent.setup>) {
  await user.type(dialog().getByRole('textbox', { name: 'Имя' }), 'Тимур');
  await user.type(dialog().getByRole('textbox', { name: 'Email' }), 'timur@example.uz');
  await user.type(dialog().getByRole('textbox', { name: 'Телефон' }), '998901112233');
}

jest.setTimeout(30_000);

describe('ServiceOrderDialog', () => {
  afterEach(() => act(() => toast.dismiss()));

  it('is accessible and shows the service with its estimated price', async () => {
    renderDialog(web, 'separate');
    const element = screen.getByRole('dialog', { name: 'Заказ услуги «Веб-разработка»' });
    const summary = within(element).getByRole('region', { name: 'Выбранная услуга' });
    expect(summary).toHaveTextContent('Веб-разработка');
    expect(summary).toHaveTextContent('8 000 000 - 25 000 000 сум');
    expect(within(summary).queryByRole('list')).not.toBeInTheDocument();
    expect(await axe(element)).toHaveNoViolations();
  });

  it('lists the packs with the service and links to the pack comparison when a pack is chosen', () => {
    renderDialog(security, 'pack');
    const summary = within(
      screen.getByRole('dialog', { name: 'Пакет с услугой «Кибербезопасность»' }),
    ).getByRole('region', { name: 'Выбранная услуга' });
    const packs = within(summary).getByRole('list', { name: 'Пакеты с этой услугой:' });
    expect(
      within(packs)
        .getAllByRole('listitem')
        .map((item) => asRead(item.textContent ?? '')),
    ).toEqual(['BUSINESS+ PACK35 000 000 сум']);
    expect(within(summary).getByRole('link', { name: 'Сравнить пакеты' })).toHaveAttribute(
      'href',
      '/digital#pricing',
    );
  });

  it('keeps submit disabled until name, e-mail and phone are filled', async () => {
    const user = userEvent.setup();
    renderDialog(web, 'separate');
    expect(submit()).toBeDisabled();
    await user.type(dialog().getByRole('textbox', { name: 'Имя' }), 'Тимур');
    await user.type(dialog().getByRole('textbox', { name: 'Email' }), 'timur@example.uz');
    expect(submit()).toBeDisabled();
    await user.type(dialog().getByRole('textbox', { name: 'Телефон' }), '   ');
    expect(submit()).toBeDisabled();
    await user.type(dialog().getByRole('textbox', { name: 'Телефон' }), '998901112233');
    expect(submit()).toBeEnabled();
  });

  it('refuses a wrong e-mail in Russian and sends nothing', async () => {
    const user = userEvent.setup();
    const { submitted } = renderDialog(web, 'separate');
    await user.type(dialog().getByRole('textbox', { name: 'Имя' }), 'Тимур');
    await user.type(dialog().getByRole('textbox', { name: 'Email' }), 'timur@');
    await user.type(dialog().getByRole('textbox', { name: 'Телефон' }), '998901112233');
    await user.click(submit());
    expect(await dialog().findByText('Введите корректный email')).toBeInTheDocument();
    expect(submitted()).toEqual([]);
  });

  it('sends the service order with the service and its price, then clears and closes', async () => {
    const user = userEvent.setup();
    const { submitted, onOpenChange } = renderDialog(web, 'separate');
    await fillContacts(user);
    await user.type(dialog().getByRole('textbox', { name: 'Компания' }), 'Clinic Plus');
    await user.type(dialog().getByRole('textbox', { name: 'Сообщение' }), 'Нужен сайт клиники');
    await user.click(submit());
    await waitFor(() => expect(onOpenChange).toHaveBeenCalledWith(false));
    expect(submitted()).toEqual([
      expect.objectContaining({
        type: 'service_order',
        name: 'Тимур',
        email: 'timur@example.uz',
        phone: '+998901112233',
        company: 'Clinic Plus',
        comments: 'Нужен сайт клиники',
        service: 'Веб-разработка',
        planName: 'Веб-разработка',
        planPrice: '8\u00a0000\u00a0000 - 25\u00a0000\u00a0000\u00a0сум',
        estimated_price: '8\u00a0000\u00a0000 - 25\u00a0000\u00a0000\u00a0сум',
        idempotency_key: expect.any(String),
      }),
    ]);
    expect(
      await notices().findByText('Мы свяжемся с вами в ближайшее время для обсуждения услуги.'),
    ).toBeVisible();
    expect(dialog().getByRole('textbox', { name: 'Имя' })).toHaveValue('');
  });

  it('sends the packs with the service when a pack is chosen', async () => {
    const user = userEvent.setup();
    const { submitted } = renderDialog(web, 'pack');
    await fillContacts(user);
    await user.click(submit());
    await waitFor(() => expect(submitted()).toHaveLength(1));
    expect(submitted()[0]).toMatchObject({
      service: 'Веб-разработка',
      planName: 'FULL PACK, PRO PACK, BUSINESS+ PACK',
      planPrice: 'от 18\u00a0000\u00a0000\u00a0сум',
      estimated_price: '8\u00a0000\u00a0000 - 25\u00a0000\u00a0000\u00a0сум',
    });
  });

  it('stays open with the values kept and shows the failure toast when sending fails', async () => {
    const user = userEvent.setup();
    const { onOpenChange, submitted } = renderDialog(web, 'separate', () => ({
      error: { status: 500, code: 'internal', message: 'Сервер недоступен' },
    }));
    await fillContacts(user);
    await user.click(submit());
    expect(await notices().findByText('Ошибка отправки')).toBeVisible();
    expect(notices().getByText('Попробуйте еще раз или свяжитесь с нами напрямую.')).toBeVisible();
    expect(onOpenChange).not.toHaveBeenCalled();
    expect(dialog().getByRole('textbox', { name: 'Имя' })).toHaveValue('Тимур');
    expect(submit()).toBeEnabled();
    await user.click(submit());
    await waitFor(() => expect(submitted()).toHaveLength(2));
    const [first, second] = submitted() as { idempotency_key: string }[];
    expect(second?.idempotency_key).toBe(first?.idempotency_key);
  });
});
