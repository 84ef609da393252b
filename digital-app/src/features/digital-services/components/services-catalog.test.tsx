import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { axe } from 'jest-axe';
import { digitalServices } from 'shared-data/testing';
import { asRead, renderFeature } from 'shared-ui/testing';
import { preloadIslands } from '../../../testing/preload-islands';
import { ServicesCatalog } from './services-catalog';

const priceRanges = [
  '8 000 000 - 25 000 000 сум',
  '15 000 000 - 40 000 000 сум',
  '3 500 000 - 12 000 000 сум',
  '6 000 000 - 20 000 000 сум',
  '4 000 000 - 15 000 000 сум',
  '5 000 000 - 18 000 000 сум',
  '7 000 000 - 22 000 000 сум',
  '6 000 000 - 20 000 000 сум',
  '10 000 000 - 35 000 000 сум',
  '8 000 000 - 30 000 000 сум',
  '4 000 000 - 15 000 000 сум',
  '3 500 000 - 12 000 000 сум',
];

const cards = () => screen.getByRole('list', { name: 'Направления разработки' }).children;

const card = (title: string) => within(screen.getByRole('listitem', { name: title }));

jest.setTimeout(30_000);

beforeAll(preloadIslands);

describe('ServicesCatalog', () => {
  it('is accessible and shows the 12 services with their spec price ranges', async () => {
    const { container } = renderFeature(<ServicesCatalog />);
    expect(cards()).toHaveLength(12);
    expect(
      digitalServices.map((service) =>
        asRead(card(service.title).getByText(/ сум$/, { ignore: 'dialog *' }).textContent ?? ''),
      ),
    ).toEqual(priceRanges);
    expect(await axe(container)).toHaveNoViolations();
  });

  it('shows each card with its subtitle, description, features and packs', () => {
    renderFeature(<ServicesCatalog />);
    const mobile = card('Мобильные приложения');
    expect(mobile.getByText('iOS и Android')).toBeVisible();
    expect(mobile.getByText(/публикацией в App Store и Google Play/)).toBeVisible();
    expect(
      within(mobile.getByRole('list', { name: 'Что входит: Мобильные приложения' })).getAllByRole('listitem'),
    ).toHaveLength(4);
    expect(
      within(mobile.getByRole('list', { name: 'Доступно в пакетах:' }))
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['PRO PACK', 'BUSINESS+ PACK']);
  });

  it('opens the service order with the service name and estimated price from "Отдельно"', async () => {
    const user = userEvent.setup();
    renderFeature(<ServicesCatalog />);
    await user.click(screen.getByRole('button', { name: 'Отдельно: AI и машинное обучение' }));
    const dialog = screen.getByRole('dialog', { name: 'Заказ услуги «AI и машинное обучение»' });
    const summary = within(dialog).getByRole('region', { name: 'Выбранная услуга' });
    expect(summary).toHaveTextContent('AI и машинное обучение');
    expect(summary).toHaveTextContent('10 000 000 - 35 000 000 сум');
    expect(await within(dialog).findByRole('button', { name: 'Отправить заявку' })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
  });

  it('opens the same service order, with the packs that include the service, from "Выбрать пакет"', async () => {
    const user = userEvent.setup();
    renderFeature(<ServicesCatalog />);
    await user.click(screen.getByRole('button', { name: 'Выбрать пакет: Аналитика и BI' }));
    const dialog = screen.getByRole('dialog', { name: 'Заказ услуги «Аналитика и BI»' });
    const packs = within(dialog).getByRole('list', { name: 'Пакеты с этой услугой:' });
    expect(
      within(packs)
        .getAllByRole('listitem')
        .map((item) => asRead(item.textContent ?? '')),
    ).toEqual(['PRO PACK26 000 000 сум', 'BUSINESS+ PACK35 000 000 сум']);
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Выбрать пакет: Аналитика и BI' })).toHaveFocus();
  });
});
