import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { axe } from 'jest-axe';
import type { AdminLeadDetail } from 'shared-data/admin';
import { keepSession } from '../../../session/session-storage';
import { renderAdmin } from '../../../testing/render-admin';

const wonLead = (paid: AdminLeadDetail['lead']['commission_paid'] = null): AdminLeadDetail => ({
  lead: {
    id: '0b9d6c2a-3f1e-4d5c-8a7b-6e5f4d3c2b1a',
    created_at: '2026-11-20T07:00:00.000Z',
    type: 'plan_order',
    status: 'won',
    name: 'Азиз Каримов',
    email: 'aziz@example.uz',
    phone: null,
    subject: 'BUSINESS',
    final_price: 12_155_000,
    promo_code: 'LOLA15',
    suspected: false,
    suspected_reason: null,
    source: {},
    language: 'ru',
    owner: null,
    next_contact_on: null,
    discount_amount: 2_145_000,
    plan_price: 14_300_000,
    ambassador: { name: 'Лола Юсупова', email: 'lola@example.uz', promo_code: 'LOLA15' },
    commission: 1_823_250,
    commission_paid: paid,
    fields: [{ label: 'Заявка', value: 'Заказ тарифа' }],
    moves: [],
    version: 3,
  },
  history: [],
  changes: [],
  notes: [],
});

const paidAt = { at: '2026-11-26T10:04:00.000Z', by: 'manager@agency.uz' };

/** The inbox with one won lead, its dialog open. */
async function openWonLead(answers: Parameters<typeof renderAdmin>[0]) {
  keepSession({
    manager: { email: 'manager@agency.uz' },
    token: 'session-token',
    expires_at: new Date(Date.now() + 3600_000).toISOString(),
  });
  const detail = wonLead();
  const view = renderAdmin({
    'admin-leads': () => ({
      data: {
        leads: [detail.lead],
        total: 1,
        page: 1,
        page_size: 50,
        counts: { new: 0, in_progress: 0, won: 1, lost: 0 },
      },
    }),
    ...answers,
  });
  const user = userEvent.setup();
  await user.click(
    (await screen.findAllByRole('button', { name: 'Открыть заявку: Азиз Каримов' }))[0] as HTMLElement,
  );
  const dialog = await screen.findByRole('dialog', { name: 'Азиз Каримов — Сделка' });
  return { view, user, dialog };
}

afterEach(() => localStorage.clear());

describe('a won lead’s commission payout', () => {
  it('is marked paid from the lead, then says when and who', async () => {
    let current = wonLead();
    const { view, user, dialog } = await openWonLead({
      'admin-lead': () => ({ data: current }),
      'admin-commission-paid': () => {
        current = wonLead(paidAt);
        return { data: current };
      },
    });
    const payout = within(dialog).getByRole('region', { name: 'Выплата комиссии' });
    expect(payout).toHaveTextContent('Когда переведёте комиссию амбассадору, отметьте выплату');
    expect(await axe(view.container)).toHaveNoViolations();

    await user.click(within(payout).getByRole('button', { name: 'Комиссия выплачена' }));
    // The status region is there from the start, so a screen reader announces the text when it comes.
    expect(
      await within(payout).findByText(
        'Комиссия выплачена 26 ноября 2026 г., 15:04, отметил(а) manager@agency.uz',
      ),
    ).toHaveAttribute('role', 'status');
    expect(within(payout).queryByRole('button', { name: 'Комиссия выплачена' })).not.toBeInTheDocument();
    expect(view.callsTo('admin-commission-paid')).toEqual([
      {
        name: 'admin-commission-paid',
        body: { id: current.lead.id },
        headers: { 'x-admin-token': 'session-token' },
      },
    ]);
  });

  it('shows a payout marked before, without the button', async () => {
    const { dialog } = await openWonLead({ 'admin-lead': () => ({ data: wonLead(paidAt) }) });
    expect(within(dialog).getByRole('region', { name: 'Выплата комиссии' })).toHaveTextContent(
      'Комиссия выплачена 26 ноября 2026 г., 15:04',
    );
    expect(within(dialog).queryByRole('button', { name: 'Комиссия выплачена' })).not.toBeInTheDocument();
  });

  it('is not offered where no commission was credited', async () => {
    const none = wonLead();
    none.lead.commission = null;
    none.lead.ambassador = null;
    const { dialog } = await openWonLead({ 'admin-lead': () => ({ data: none }) });
    expect(within(dialog).queryByRole('region', { name: 'Выплата комиссии' })).not.toBeInTheDocument();
  });

  it('says why a mark failed and keeps the button', async () => {
    const { user, dialog } = await openWonLead({
      'admin-lead': () => ({ data: wonLead() }),
      'admin-commission-paid': () => ({
        error: { status: 409, code: 'no_commission', message: 'За эту заявку комиссия не начислена' },
      }),
    });
    await user.click(within(dialog).getByRole('button', { name: 'Комиссия выплачена' }));
    expect(await within(dialog).findByText(/Не удалось отметить выплату: За эту заявку/)).toHaveAttribute(
      'role',
      'alert',
    );
    expect(within(dialog).getByRole('button', { name: 'Комиссия выплачена' })).toBeEnabled();
  });
});
