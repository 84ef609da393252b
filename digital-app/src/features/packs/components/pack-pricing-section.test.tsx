import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { axe } from 'jest-axe';
import { createAppStore, type InvokeFunction } from 'shared-data/store';
import { testRuntimeConfig } from 'shared-data/testing';
import { Toaster, toast } from 'shared-ui';
import { AppProviders } from 'shared-ui/testing';
import { preloadIslands } from '../../../testing/preload-islands';
import { PackPricingSection } from './pack-pricing-section';

function renderSection() {
  const invoke = jest.fn(async () => ({ data: { success: true, id: '3' } }));
  render(
    <AppProviders
      store={createAppStore({ config: testRuntimeConfig, invokeFunction: invoke as InvokeFunction })}
      config={testRuntimeConfig}
    >
      <main>
        <PackPricingSection />
      </main>
      <Toaster />
    </AppProviders>,
  );
}

const card = (name: string) => screen.getByRole('article', { name });

beforeAll(preloadIslands);

describe('PackPricingSection', () => {
  afterEach(() => {
    act(() => toast.dismiss());
  });

  it('is accessible and shows every pack with its prices and badges', async () => {
    renderSection();
    expect(await axe(screen.getByRole('main'))).toHaveNoViolations();
    expect(screen.getByRole('region', { name: 'Пакеты разработки' })).toHaveAttribute('id', 'pricing');
    expect(card('FULL PACK')).toHaveTextContent('18 000 000 сум');
    expect(card('FULL PACK')).toHaveTextContent('Старая цена: 25 000 000 сум');
    expect(card('PRO PACK')).toHaveTextContent('26 000 000 сум');
    expect(card('PRO PACK')).toHaveTextContent('35 000 000 сум');
    expect(within(card('PRO PACK')).getByText('Популярный')).toBeInTheDocument();
    expect(card('BUSINESS+ PACK')).toHaveTextContent('35 000 000 сум');
    expect(card('BUSINESS+ PACK')).toHaveTextContent('45 000 000 сум');
    for (const name of ['FULL PACK', 'PRO PACK', 'BUSINESS+ PACK']) {
      expect(card(name)).toHaveTextContent('Скидка -28%');
    }
    expect(card('CONSTRUCTOR')).toHaveTextContent('от 3 500 000 сум');
    expect(card('CONSTRUCTOR')).toHaveTextContent('5 000 000 сум');
    expect(within(card('CONSTRUCTOR')).getAllByText('Экономия до 30%').length).toBeGreaterThan(0);
    expect(card('CONSTRUCTOR')).not.toHaveTextContent('-28%');
  });

  it('opens the order form of a pack with its name and price', async () => {
    const user = userEvent.setup();
    renderSection();
    await user.click(screen.getByRole('button', { name: 'Выбрать пакет PRO PACK' }));
    const dialog = screen.getByRole('dialog', { name: 'Заявка на пакет PRO PACK' });
    const chosen = within(dialog).getByRole('region', { name: 'Выбранный пакет' });
    expect(chosen).toHaveTextContent('26 000 000 сум');
    expect(chosen).not.toHaveTextContent('/месяц');
  });

  it('opens the digital constructor from the CONSTRUCTOR card', async () => {
    const user = userEvent.setup();
    renderSection();
    await user.click(within(card('CONSTRUCTOR')).getByRole('button', { name: 'Собрать проект' }));
    expect(await screen.findByRole('dialog', { name: 'Конструктор digital-проекта' })).toBeInTheDocument();
  });
});
