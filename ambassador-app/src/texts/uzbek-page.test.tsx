import { screen, within } from '@testing-library/react';
import type { AmbassadorReferralsResult } from 'shared-data/forms';
import { AmbassadorDashboard } from '../features/ambassador-dashboard/components/ambassador-dashboard';
import { RegistrationView } from '../features/ambassador-registration/components/registration-view';
import { renderFeature } from '../testing/render-feature';
import { uzbekAmbassadorRecord } from '../testing/uzbek-ambassador';

const record = uzbekAmbassadorRecord;

const referrals: AmbassadorReferralsResult = {
  referrals: [
    {
      created_at: '2026-11-20T07:00:00.000Z',
      client: 'Dilnoza R.',
      subject: 'BUSINESS',
      status: 'won',
      commission: 1_823_250,
      paid_at: null,
    },
  ],
  months: [{ month: '2026-11', earned: 1_823_250, paid: 0 }],
};

describe('the ambassador’s pages under /uz', () => {
  beforeEach(() => window.history.pushState({}, '', '/uz/ambassador'));
  afterEach(() => window.history.pushState({}, '', '/'));

  it('register in Uzbek', () => {
    renderFeature(<RegistrationView onSignedIn={() => {}} />, { url: '/uz/ambassador' });
    const form = screen.getByRole('form', { name: 'Ambassador sifatida ro‘yxatdan o‘tish' });
    expect(within(form).getByRole('textbox', { name: 'Ism va familiya' })).toBeInTheDocument();
    expect(within(form).getByRole('button', { name: 'Ambassador bo‘lish' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Siz nimalarga ega bo‘lasiz' })).toBeInTheDocument();
  });

  it('show the dashboard in Uzbek, its referrals’ statuses and months too', async () => {
    renderFeature(<AmbassadorDashboard ambassador={record} token="tok-lola" onSignOut={() => {}} />, {
      url: '/uz/ambassador',
      stubs: { 'ambassador-referrals': () => ({ data: referrals }) },
    });
    expect(screen.getByRole('heading', { level: 1, name: 'Ambassador kabineti' })).toBeInTheDocument();
    expect(screen.getByText(/^Assalomu alaykum, Lola!/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Chiqish' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Telegram orqali ulashish' })).toHaveAttribute(
      'href',
      expect.stringContaining(encodeURIComponent('Mening havolam orqali barcha tariflarga 15% chegirma.')),
    );
    const list = await screen.findByRole('list', {
      name: 'Promokodingiz va havolangiz orqali kelgan arizalar, yangilari yuqorida',
    });
    expect(within(list).getByText('Bitim tuzildi')).toBeInTheDocument();
    expect(within(list).getByText(/to‘lov kutilmoqda$/)).toBeInTheDocument();
    expect(screen.getByRole('rowheader', { name: /^Noyabr/ })).toBeInTheDocument();
  });
});
