import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { AmbassadorReferralsResult } from 'shared-data/forms';
import { AmbassadorDashboard } from '../features/ambassador-dashboard/components/ambassador-dashboard';
import { RegistrationView } from '../features/ambassador-registration/components/registration-view';
import { ReferralLanding } from '../features/referral-offer/components/referral-landing';
import { preloadIslands, renderFeature } from '../testing/render-feature';
import { uzbekAmbassadorRecord } from '../testing/uzbek-ambassador';

jest.setTimeout(20_000);

const cyrillic = /\p{Script=Cyrillic}/u;

/**
 * The text of `root` without the consent line under a form's send button: that line is shared-ui's form body
 * (`privacyConsentTexts`), which reads its own book in shared-ui's change, not this remote's.
 */
const textBesideConsent = (root: HTMLElement) => {
  const copy = root.cloneNode(true) as HTMLElement;
  for (const link of copy.querySelectorAll('a[href$="/privacy"]')) link.closest('p')?.remove();
  return copy.textContent;
};

const referralInfo = {
  'referral-info': () => ({ data: { name: 'Lola', name_genitive: 'Лолы', promo_code: 'LOLA15K7' } }),
};

const record = uzbekAmbassadorRecord;

const referrals: AmbassadorReferralsResult = {
  referrals: [
    {
      created_at: '2026-11-20T07:00:00.000Z',
      client: 'Dilnoza R.',
      subject: 'BUSINESS',
      status: 'won',
      commission: 1_823_250,
      paid_at: '2026-11-28T07:00:00.000Z',
    },
  ],
  months: [{ month: '2026-11', earned: 1_823_250, paid: 1_823_250 }],
};

beforeAll(preloadIslands);

describe('the ambassador programme’s pages under /uz', () => {
  afterEach(() => {
    window.history.pushState({}, '', '/');
    localStorage.clear();
  });

  it('the referral landing names the ambassador by the plain name and offers the catalog’s words in Uzbek', async () => {
    window.history.pushState({}, '', '/uz/referral/k3m9x2p7qa?code=LINK15AB');
    const { container } = renderFeature(<ReferralLanding />, {
      url: '/uz/referral/k3m9x2p7qa?code=LINK15AB',
      route: '/uz/referral/:referralId',
      stubs: referralInfo,
    });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Lola sizga maxsus taklif yubordi' }),
    ).toBeInTheDocument();
    expect(screen.getByText('LINK15AB')).toBeInTheDocument();
    expect(screen.getByText('15% CHEGIRMA barcha tariflarga')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Chegirmali tarifni tanlang/ })).toHaveAttribute(
      'href',
      expect.stringMatching(/pricing\?code=LINK15AB$/),
    );
    expect(screen.getByRole('heading', { level: 2, name: 'Nega bizni tanlashadi' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 3, name: 'Professional jamoa' })).toBeInTheDocument();
    expect(screen.getByText('150+')).toBeInTheDocument();
    expect(container.textContent).not.toMatch(cyrillic);
  });

  it('the referral landing of an unknown link names no one, in Uzbek', async () => {
    window.history.pushState({}, '', '/uz/referral/unknown000');
    const { container } = renderFeature(<ReferralLanding />, {
      url: '/uz/referral/unknown000',
      route: '/uz/referral/:referralId',
      stubs: {},
    });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Ambassadorimiz sizga maxsus taklif yubordi' }),
    ).toBeInTheDocument();
    expect(screen.getByText('Promokod — ambassadoringizda')).toBeInTheDocument();
    expect(container.textContent).not.toMatch(cyrillic);
  });

  it('the registration speaks Uzbek: the programme, its benefits and the notice of a form sent empty', async () => {
    window.history.pushState({}, '', '/uz/ambassador');
    const { container } = renderFeature(<RegistrationView onSignedIn={() => {}} />, {
      url: '/uz/ambassador',
    });
    expect(screen.getByRole('heading', { level: 1, name: 'Ambassador bo‘ling' })).toBeInTheDocument();
    expect(screen.getByText('Ro‘yxatdan o‘tish 30 soniya oladi')).toBeInTheDocument();
    expect(screen.getByText('Shaxsiy promokod va referal havola')).toBeInTheDocument();
    expect(textBesideConsent(container)).not.toMatch(cyrillic);
    await userEvent.setup().click(screen.getByRole('button', { name: 'Ambassador bo‘lish' }));
    // The notice is this form's; the fields' own messages are the schemas' that shared-ui's form body builds.
    expect(await screen.findByText('Barcha maydonlarni to‘ldiring')).toBeInTheDocument();
    expect(screen.getByText('Ro‘yxatdan o‘tish uchun ism va email kiritilishi shart')).toBeInTheDocument();
  });

  it('the dashboard writes its money and dates in Uzbek', async () => {
    window.history.pushState({}, '', '/uz/ambassador');
    const { container } = renderFeature(
      <AmbassadorDashboard ambassador={record} token="tok-lola" onSignOut={() => {}} />,
      { url: '/uz/ambassador', stubs: { 'ambassador-referrals': () => ({ data: referrals }) } },
    );
    const list = await screen.findByRole('list', {
      name: 'Promokodingiz va havolangiz orqali kelgan arizalar, yangilari yuqorida',
    });
    expect(screen.getByText('Faol')).toBeInTheDocument();
    expect(screen.getByText('jalb qilingan mijoz')).toBeInTheDocument();
    expect(within(list).getByText(/^2026-yil 20-noyabr · BUSINESS$/)).toBeInTheDocument();
    expect(
      within(list).getByText(/^Komissiya: 1\s823\s250\sso‘m — to‘langan \(2026-yil 28-noyabr\)$/),
    ).toBeInTheDocument();
    const month = screen.getByRole('row', { name: /^Noyabr/ });
    expect(within(month).getAllByText(/^1\s823\s250\sso‘m$/)).toHaveLength(2);
    expect(container.textContent).toMatch(/1\s823\s250\sso‘m/);
    expect(container.textContent).not.toMatch(cyrillic);
  });
});
