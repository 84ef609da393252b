import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderToString } from 'react-dom/server';
import type { Offer } from 'shared-data/catalog';
import { createAppStore } from 'shared-data/store';
import { findMarketingPlan, testRuntimeConfig } from 'shared-data/testing';
import { CtaCard } from '../blocks/cta-card';
import { PlanOrderDialog, planOrderDialogId } from '../blocks/plan-order-dialog/plan-order-dialog';
import { Button } from '../components/button';
import { Carousel } from '../components/carousel';
import { CountdownBanner } from '../components/countdown-banner';
import { tickCountdowns } from '../components/countdown-banner/countdown';
import { opensDialog } from '../components/dialog/opens-dialog';
import { DateField } from '../forms/date-field';
import { renderInForm } from '../forms/render-in-form';
import { SiteFooter } from '../layout/site-footer';
import { AppProviders } from '../micro-frontend/app-providers';
import { renderWithProviders } from '../testing/render-with-providers';
import { renderWithTheme } from '../testing/render-with-theme';
import { AppThemeProvider } from '../theme/app-theme-provider';

jest.mock('../layout/open-page');

const endsAt = '2025-08-31T23:59:59+05:00';
const end = Date.parse(endsAt);

describe('shared-ui on an Uzbek page', () => {
  beforeEach(() => window.history.pushState({}, '', '/uz'));
  afterEach(() => {
    window.history.pushState({}, '', '/');
    jest.useRealTimers();
  });

  it('names the order dialog and its parts in Uzbek, the offer kind after the name', async () => {
    const starter = findMarketingPlan('STARTER') as Offer;
    renderWithTheme(
      <AppProviders store={createAppStore({ config: testRuntimeConfig })} config={testRuntimeConfig}>
        <Button {...opensDialog(planOrderDialogId(starter.id))}>Tanlash</Button>
        <PlanOrderDialog offer={starter} />
      </AppProviders>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Tanlash' }));
    const dialog = await screen.findByRole('dialog', { name: `${starter.name} tarifiga ariza` });
    expect(within(dialog).getByRole('button', { name: 'Yopish' })).toBeInTheDocument();
    expect(within(dialog).getByRole('region', { name: 'Tanlangan tarif' })).toBeInTheDocument();
    const form = await within(dialog).findByRole('form', { name: 'Ariza uchun ma’lumotlar' });
    expect(within(form).getByRole('textbox', { name: 'Ism' })).toBeInTheDocument();
    expect(within(form).getByRole('textbox', { name: 'Izoh' })).toBeInTheDocument();
    expect(within(form).getByRole('textbox', { name: 'Promokod' })).toHaveAccessibleDescription('Ixtiyoriy');
    expect(within(form).getByRole('button', { name: 'Ariza yuborish' })).toBeInTheDocument();
    expect(form).toHaveTextContent('(yangi oynada ochiladi)');
  });

  it('offers the consultation and the tariffs in Uzbek', () => {
    renderWithTheme(<CtaCard variant="both" />);
    expect(screen.getByRole('heading', { name: 'Savdoni oshirishga tayyormisiz?' })).toBeInTheDocument();
    expect(
      screen.getByText(/daqiqalik bepul konsultatsiya: .* Yoki hoziroq o‘zingizga mos tarifni tanlang\.$/),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Konsultatsiya olish' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Tariflarni ko‘rish' })).toBeInTheDocument();
  });

  it('counts the promo down in Uzbek, in React and in the server’s markup the early script ticks', () => {
    jest.useFakeTimers({ now: end - (2 * 86_400 + 3 * 3600 + 4 * 60 + 5) * 1000 });
    const { unmount } = renderWithTheme(<CountdownBanner endsAt={endsAt} />);
    expect(screen.getByRole('complementary', { name: 'Aksiya' })).toHaveTextContent('Aksiya tugashiga:');
    expect(screen.getByRole('timer')).toHaveTextContent('2 kun 03 soat 04 daqiqa 05 soniya');
    unmount();

    document.body.innerHTML = renderToString(
      <AppThemeProvider withGlobalStyles={false}>
        <CountdownBanner endsAt={endsAt} now={() => end - 90_000} />
      </AppThemeProvider>,
    );
    tickCountdowns(document, end - 61_000);
    expect(document.querySelector('[role="timer"]')?.textContent?.replace(/\s+/g, ' ').trim()).toBe(
      '0 kun 00 soat 01 daqiqa 01 soniya',
    );
  });

  it('names the carousel’s controls in Uzbek', () => {
    renderWithTheme(<Carousel label="Mijozlar fikri" items={['A', 'B', 'C']} autoPlay={false} />);
    expect(screen.getByRole('group', { name: '1-slayd, jami 3 ta' })).toHaveTextContent('A');
    expect(screen.getByRole('button', { name: 'Keyingi slayd' })).toBeInTheDocument();
    expect(
      within(screen.getByRole('group', { name: 'Slaydni tanlash' })).getByRole('button', { name: '2-slayd' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Aylantirishni boshlash' })).toBeInTheDocument();
  });

  it('shows a chosen day and the calendar in Uzbek', async () => {
    jest.useFakeTimers({ now: new Date(2025, 7, 20, 15, 30), advanceTimers: true });
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    renderInForm(<DateField name="consultationDate" label="Konsultatsiya sanasi" />, {
      initialValues: { consultationDate: '2025-08-22' },
    });
    const trigger = screen.getByRole('button', { name: /^Konsultatsiya sanasi/ });
    expect(trigger).toHaveTextContent('2025-yil 22-avgust');
    expect(screen.getByRole('button', { name: 'Tozalash: Konsultatsiya sanasi' })).toHaveTextContent(
      'Tozalash',
    );
    await user.click(trigger);
    const calendar = screen.getByRole('dialog', { name: 'Kalendar: Konsultatsiya sanasi' });
    expect(await within(calendar).findByRole('button', { name: 'Keyingi oyga o‘tish' })).toBeInTheDocument();
    const headers = within(within(calendar).getByRole('grid')).getAllByRole('columnheader', { hidden: true });
    expect(headers[0]).not.toHaveTextContent(/[\u0400-\u04ff]/u);
  });

  it('heads the footer’s columns in Uzbek', () => {
    renderWithProviders(<SiteFooter variant="marketing" />);
    expect(screen.getByRole('navigation', { name: 'Bo‘limlar' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Xizmatlar' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Aloqa' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Telegram (yangi oynada ochiladi)' })).toBeInTheDocument();
  });
});
