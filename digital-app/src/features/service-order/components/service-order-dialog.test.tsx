import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { axe } from 'jest-axe';
import { renderToString } from 'react-dom/server';
import type { DigitalService } from 'shared-data/catalog';
import { nativeFormFields } from 'shared-data/forms';
import { createAppStore } from 'shared-data/store';
import { digitalServices, testRuntimeConfig } from 'shared-data/testing';
import { toast } from 'shared-ui';
import { AppProviders, asRead, type FunctionAnswer, renderFeature } from 'shared-ui/testing';
import { preloadIslands } from '../../../testing/preload-islands';
import { ServiceOrderButtons } from '../../digital-services/components/service-order-buttons';
import { ServiceOrderDialog } from './service-order-dialog';

const serviceById = (id: string) => digitalServices.find((service) => service.id === id) as DigitalService;
const web = serviceById('web-development');
const security = serviceById('cybersecurity');

// A service card's part: its two buttons and the service's dialog beside them, as the page renders them.
const Card = ({ service }: { service: DigitalService }) => (
  <>
    <ServiceOrderButtons serviceId={service.id} title={service.title} />
    <ServiceOrderDialog service={service} />
  </>
);

async function openOrder(service: DigitalService, answer?: FunctionAnswer, button = 'Отдельно') {
  const user = userEvent.setup();
  const view = renderFeature(<Card service={service} />, { answer });
  await user.click(screen.getByRole('button', { name: `${button}: ${service.title}` }));
  const element = screen.getByRole('dialog', { name: `Заказ услуги «${service.title}»` });
  await within(element).findByRole('form', { name: 'Контакты для заявки' });
  return { ...view, user, element };
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

beforeAll(preloadIslands);

describe('ServiceOrderDialog', () => {
  afterEach(() => act(() => toast.dismiss()));

  it('is in the markup, closed, both buttons naming it, its form a post of the service', () => {
    const page = document.createElement('div');
    page.innerHTML = renderToString(
      <AppProviders store={createAppStore({ config: testRuntimeConfig })} config={testRuntimeConfig}>
        <Card service={web} />
      </AppProviders>,
    );
    const buttons = page.querySelectorAll('button[command="show-modal"]');
    expect([...buttons].map((button) => button.getAttribute('commandfor'))).toEqual([
      'order-web-development',
      'order-web-development',
    ]);
    const shown = page.querySelector('dialog#order-web-development');
    expect(shown).not.toHaveAttribute('open');
    const form = shown?.querySelector('form');
    expect(form).toHaveAttribute('method', 'post');
    expect(form?.querySelector(`input[name="${nativeFormFields.form}"]`)).toHaveValue('service_order');
    expect(form?.querySelector(`input[name="${nativeFormFields.dialog}"]`)).toHaveValue(
      'order-web-development',
    );
    expect(form?.querySelector('input[name="service"]')).toHaveValue('Веб-разработка');
  });

  it('is accessible and shows the service with its estimated price', async () => {
    const { element } = await openOrder(web);
    const summary = within(element).getByRole('region', { name: 'Выбранная услуга' });
    expect(summary).toHaveTextContent('Веб-разработка');
    expect(summary).toHaveTextContent('8 000 000 - 25 000 000 сум');
    expect(await axe(element)).toHaveNoViolations();
  });

  it('lists the packs with the service and links to the pack comparison', async () => {
    const { element } = await openOrder(security, undefined, 'Выбрать пакет');
    const summary = within(element).getByRole('region', { name: 'Выбранная услуга' });
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
    const { user } = await openOrder(web);
    expect(submit()).toHaveAttribute('aria-disabled', 'true');
    await user.type(dialog().getByRole('textbox', { name: 'Имя' }), 'Тимур');
    await user.type(dialog().getByRole('textbox', { name: 'Email' }), 'timur@example.uz');
    expect(submit()).toHaveAttribute('aria-disabled', 'true');
    await user.type(dialog().getByRole('textbox', { name: 'Телефон' }), '   ');
    expect(submit()).toHaveAttribute('aria-disabled', 'true');
    await user.type(dialog().getByRole('textbox', { name: 'Телефон' }), '998901112233');
    expect(submit()).not.toHaveAttribute('aria-disabled');
  });

  it('refuses a wrong e-mail in Russian and sends nothing', async () => {
    const { user, submitted } = await openOrder(web);
    await user.type(dialog().getByRole('textbox', { name: 'Имя' }), 'Тимур');
    await user.type(dialog().getByRole('textbox', { name: 'Email' }), 'timur@');
    await user.type(dialog().getByRole('textbox', { name: 'Телефон' }), '998901112233');
    await user.click(submit());
    expect(await dialog().findByText('Введите корректный email')).toBeInTheDocument();
    expect(submitted()).toEqual([]);
  });

  it('sends the service order with the service, then clears and closes', async () => {
    const { user, submitted } = await openOrder(web);
    await fillContacts(user);
    await user.type(dialog().getByRole('textbox', { name: 'Компания' }), 'Clinic Plus');
    await user.type(dialog().getByRole('textbox', { name: 'Сообщение' }), 'Нужен сайт клиники');
    await user.click(submit());
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(submitted()).toEqual([
      expect.objectContaining({
        type: 'service_order',
        name: 'Тимур',
        email: 'timur@example.uz',
        phone: '+998901112233',
        company: 'Clinic Plus',
        message: 'Нужен сайт клиники',
        service: 'Веб-разработка',
        idempotency_key: expect.any(String),
      }),
    ]);
    expect(
      await notices().findByText('Мы свяжемся с вами в ближайшее время для обсуждения услуги.'),
    ).toBeVisible();
    expect(screen.getByRole('button', { name: 'Отдельно: Веб-разработка' })).toHaveFocus();
  });

  it('stays open with the values kept and shows the failure toast when sending fails', async () => {
    const { user, submitted } = await openOrder(web, () => ({
      error: { status: 500, code: 'internal', message: 'Сервер недоступен' },
    }));
    await fillContacts(user);
    await user.click(submit());
    expect(await notices().findByText('Ошибка отправки')).toBeVisible();
    expect(notices().getByText('Попробуйте еще раз или свяжитесь с нами напрямую.')).toBeVisible();
    expect(screen.getByRole('dialog')).toBeVisible();
    expect(dialog().getByRole('textbox', { name: 'Имя' })).toHaveValue('Тимур');
    expect(submit()).not.toHaveAttribute('aria-disabled');
    await user.click(submit());
    await waitFor(() => expect(submitted()).toHaveLength(2));
    const [first, second] = submitted() as { idempotency_key: string }[];
    expect(second?.idempotency_key).toBe(first?.idempotency_key);
  });
});
