import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Offer } from 'shared-data/catalog';
import { type AppStore, createAppStore, type InvokeFunction } from 'shared-data/store';
import { findMarketingPlan, testRuntimeConfig } from 'shared-data/testing';
import { opensDialog } from 'shared-ui';
import { PlanOrderDialog, planOrderDialogId } from '../blocks/plan-order-dialog/plan-order-dialog';
import { Button } from '../components/button';
import { PageProviders } from './page-providers';
import { pageStoreFrom } from './page-store';

function OrderButton({ name }: { name: string }) {
  const offer = findMarketingPlan(name) as Offer;
  return (
    <>
      <Button {...opensDialog(planOrderDialogId(offer.id))}>Выбрать</Button>
      <PlanOrderDialog offer={offer} />
    </>
  );
}

describe('the page store of a part rendered without it', () => {
  beforeEach(() => localStorage.clear());

  it('is one for the page, loaded by the first part that reads it, and its forms show what it keeps', async () => {
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
          <OrderButton name="STARTER" />
          <OrderButton name="POPULAR" />
        </main>
      </PageProviders>,
    );

    const user = userEvent.setup();
    await user.click((await screen.findAllByRole('button', { name: 'Выбрать' }))[0] as HTMLElement);
    const dialog = await screen.findByRole('dialog', { name: /STARTER/ });
    const code = await within(dialog).findByDisplayValue('AMB15-7K2QXWP');
    expect(code).toHaveAccessibleName(/Промокод/);
    await user.keyboard('{Escape}');
    await user.click(screen.getAllByRole('button', { name: 'Выбрать' })[1] as HTMLElement);
    const second = await screen.findByRole('dialog', { name: /POPULAR/ });
    expect(await within(second).findByDisplayValue('AMB15-7K2QXWP')).toBeInTheDocument();
    // One store for the page: the second dialog takes the one the first loaded.
    expect(loadStore).toHaveBeenCalledTimes(1);
    expect(made).toHaveLength(1);
  });
});
