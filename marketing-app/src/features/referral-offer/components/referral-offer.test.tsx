import { render, screen } from '@testing-library/react';
import { axe } from 'jest-axe';
import type { CheckPromoCodeResult } from 'shared-data/forms';
import { createAppStore, type InvokeFunction, promoCodeApplied } from 'shared-data/store';
import { testRuntimeConfig } from 'shared-data/testing';
import { AppProviders } from 'shared-ui/testing';
import { ReferralOffer } from './referral-offer';

function renderOffer(answer: (code: string) => Awaited<ReturnType<InvokeFunction>>, code?: string) {
  const calls: unknown[] = [];
  const invokeFunction = (async (name: string, body: unknown) => {
    calls.push({ name, body });
    return answer((body as { code: string }).code);
  }) as InvokeFunction;
  const store = createAppStore({ config: testRuntimeConfig, invokeFunction });
  if (code) store.dispatch(promoCodeApplied(code));
  const view = render(
    <AppProviders store={store} config={testRuntimeConfig}>
      <ReferralOffer />
    </AppProviders>,
  );
  return { ...view, calls };
}

const answer = (result: CheckPromoCodeResult) => () => ({ data: result });

describe('ReferralOffer', () => {
  beforeEach(() => localStorage.clear());

  it('says a real ambassador code gives its discount', async () => {
    const { container, calls } = renderOffer(answer({ valid: true, discount_percent: 15 }), 'AMB15-7K2QXWP');
    expect(await screen.findByText(/действует: скидка 15%/)).toBeInTheDocument();
    expect(await axe(container)).toHaveNoViolations();
    expect(calls).toEqual([{ name: 'check-promo-code', body: { code: 'AMB15-7K2QXWP' } }]);
  });

  it('says an unknown code gives no discount', async () => {
    const { calls } = renderOffer(answer({ valid: false, discount_percent: 0 }), 'LOLA15-2222222');
    expect(await screen.findByText(/не найден/)).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('LOLA15-2222222');
    expect(calls).toHaveLength(1);
  });

  it('says a text that is no code gives no discount, without asking the server', async () => {
    const { calls } = renderOffer(answer({ valid: true, discount_percent: 15 }), 'NOPE');
    expect(await screen.findByText(/не найден/)).toBeInTheDocument();
    expect(calls).toEqual([]);
  });

  it('keeps the code when the check cannot be made', async () => {
    renderOffer(
      () => ({ error: { status: 0, code: 'network_error', message: 'Нет связи' } }),
      'AMB15-7K2QXWP',
    );
    expect(await screen.findByText(/Проверить его сейчас не удалось/)).toBeInTheDocument();
  });

  it('shows nothing and calls nothing without a code', () => {
    const { container, calls } = renderOffer(answer({ valid: true, discount_percent: 15 }));
    expect(container).toBeEmptyDOMElement();
    expect(calls).toEqual([]);
  });
});
