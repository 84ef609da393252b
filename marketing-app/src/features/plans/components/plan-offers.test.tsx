import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { axe } from 'jest-axe';
import { toast } from 'shared-ui';
import { renderFeature } from 'shared-ui/testing';
import { preloadIslands } from '../../../testing/preload-islands';
import { PlanOffers } from './plan-offers';

const renderOffers = () => renderFeature(<PlanOffers headingLevel={2} />);

const card = (name: string) => screen.getByRole('article', { name });

beforeAll(preloadIslands);

describe('PlanOffers', () => {
  afterEach(() => {
    act(() => toast.dismiss());
  });

  // Every offer's order dialog and the custom tariff's are in the markup, so axe reads their forms too.
  it('is accessible', async () => {
    const { container } = renderOffers();
    expect(await axe(container)).toHaveNoViolations();
  }, 30_000);

  it.each([
    ['STARTER', '6 500 000 сум', '10 400 000 сум', '3 900 000 сум'],
    ['POPULAR', '11 050 000 сум', '15 600 000 сум', '4 550 000 сум'],
    ['BUSINESS', '14 300 000 сум', '19 500 000 сум', '5 200 000 сум'],
    ['PRO', '24 050 000 сум', '32 500 000 сум', '8 450 000 сум'],
    ['PREMIUM', '35 750 000 сум', '45 500 000 сум', '9 750 000 сум'],
  ])('shows %s at %s instead of %s, saving %s', (name, price, oldPrice, saving) => {
    renderOffers();
    const plan = card(name);
    expect(plan).toHaveTextContent(`Старая цена: ${oldPrice}`);
    expect(plan).toHaveTextContent(`Новая цена: ${price}/месяц`);
    expect(plan).toHaveTextContent(`Экономия ${saving}`);
    expect(plan).toHaveTextContent('-30%');
  });

  it('marks POPULAR, lists 5 features (6 for the exclusive tariffs) and says how many more', () => {
    renderOffers();
    expect(within(card('POPULAR')).getByText('Популярный')).toBeInTheDocument();
    expect(within(card('STARTER')).queryByText('Популярный')).not.toBeInTheDocument();
    const features = (name: string) => within(card(name)).getAllByRole('listitem').length;
    expect(features('STARTER')).toBe(5);
    expect(features('PRO')).toBe(6);
    expect(within(card('STARTER')).getByText('+3 пункта в тарифе')).toBeInTheDocument();
    expect(within(card('PREMIUM')).getByText('+2 пункта в тарифе')).toBeInTheDocument();
  });

  it('shows the sales guarantees and the exclusive block', () => {
    renderOffers();
    expect(within(card('BUSINESS')).getAllByText('Гарантия роста продаж +10%').length).toBeGreaterThan(0);
    expect(within(card('PRO')).getAllByText('Гарантия роста продаж +20%').length).toBeGreaterThan(0);
    expect(within(card('PREMIUM')).getAllByText('Гарантия роста продаж +25%').length).toBeGreaterThan(0);
    const exclusive = screen.getByRole('region', { name: 'Эксклюзивные тарифы' });
    expect(exclusive).toHaveTextContent('40%+');
    expect(
      within(exclusive).getByRole('link', { name: 'Получить персональную консультацию' }),
    ).toHaveAttribute('href', '/#contact-form');
  });

  it('shows the constructor from its starting price with the savings badge', () => {
    renderOffers();
    const block = screen.getByRole('region', { name: 'Соберите свой тариф' });
    expect(block).toHaveTextContent('Экономия до 40%');
    expect(block).toHaveTextContent('от 6 500 000 сум/месяц');
  });

  it('opens the order form of the chosen tariff', async () => {
    const user = userEvent.setup();
    renderOffers();
    await user.click(screen.getByRole('button', { name: 'Выбрать тариф BUSINESS' }));
    const dialog = screen.getByRole('dialog', { name: 'Заявка на тариф BUSINESS' });
    expect(within(dialog).getByRole('textbox', { name: 'Имя' })).toBeInTheDocument();
  });

  it('opens the calculator from the constructor block', async () => {
    const user = userEvent.setup();
    renderOffers();
    await user.click(screen.getByRole('button', { name: 'Рассчитать стоимость' }));
    expect(await screen.findByRole('dialog', { name: 'Калькулятор тарифа КОНСТРУКТОР' })).toBeInTheDocument();
  });

  it('leads from the constructor request to the custom-tariff form on top', async () => {
    const user = userEvent.setup();
    renderOffers();
    await user.click(screen.getByRole('button', { name: 'Индивидуальный тариф' }));
    const order = screen.getByRole('dialog', { name: 'Заявка на тариф CONSTRUCTOR' });
    await user.click(within(order).getByRole('button', { name: 'Настроить тариф' }));
    expect(
      await screen.findByRole('dialog', { name: 'Конструктор индивидуального тарифа' }),
    ).toBeInTheDocument();
  });
});
