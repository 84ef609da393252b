import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { findMarketingPlan, type Offer } from 'shared-data/catalog';
import { type AppStore, createAppStore, type InvokeFunction } from 'shared-data/store';
import { testRuntimeConfig } from 'shared-data/testing';
import { PlanOrderDialog } from '../blocks/plan-order-dialog/lazy-plan-order-dialog';
import { Button } from '../components/button';
import { PageProviders } from './page-providers';
import { pageStoreFrom } from './page-store';

const starter = findMarketingPlan('STARTER') as Offer;

function OrderButton() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button onClick={() => setOpen(true)}>Выбрать</Button>
      <PlanOrderDialog offer={starter} open={open} onOpenChange={setOpen} />
    </>
  );
}

describe('the page store of a part rendered without it', () => {
  beforeEach(() => localStorage.clear());

  it('loads with the first dialog that reads it, and the dialog opens with what the store keeps', async () => {
    localStorage.setItem('referralPromoCode', 'AMB15-7K2QXWP');
    const invoke = (async () => ({ data: { valid: true, discount_percent: 15 } })) as InvokeFunction;
    const made: AppStore[] = [];
    const loadStore = jest.fn(async () => {
      const store = createAppStore({ config: testRuntimeConfig, invokeFunction: invoke });
      made.push(store);
      return store;
    });
    render(
      <PageProviders pageStore={pageStoreFrom(loadStore)} config={testRuntimeConfig}>
        <main>
          <OrderButton />
          <OrderButton />
        </main>
      </PageProviders>,
    );
    expect(loadStore).not.toHaveBeenCalled();

    const user = userEvent.setup();
    await user.click(screen.getAllByRole('button', { name: 'Выбрать' })[0] as HTMLElement);
    const dialog = await screen.findByRole('dialog', { name: /STARTER/ });
    expect(within(dialog).getByRole('textbox', { name: /Промокод/ })).toHaveValue('AMB15-7K2QXWP');
    await user.keyboard('{Escape}');
    await user.click(screen.getAllByRole('button', { name: 'Выбрать' })[1] as HTMLElement);
    expect(await screen.findByRole('dialog', { name: /STARTER/ })).toBeInTheDocument();
    // One store for the page: the second dialog takes the one the first loaded.
    expect(loadStore).toHaveBeenCalledTimes(1);
    expect(made).toHaveLength(1);
  });
});
