import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createAppStore } from 'shared-data/store';
import { testRuntimeConfig } from 'shared-data/testing';
import { ConsultationSection } from '../blocks/consultation-section/consultation-section';
import { CountdownBanner } from '../components/countdown-banner';
import { Price } from '../components/price';
import { SiteFooter } from '../layout/site-footer';
import { SiteHeader } from '../layout/site-header';
import { menuLinks } from '../layout/site-header/site-menus';
import { AppProviders } from '../micro-frontend/app-providers';
import { renderWithProviders } from '../testing/render-with-providers';
import { renderWithTheme } from '../testing/render-with-theme';
import ru from './ru';
import uz from './uz';

jest.mock('../layout/open-page');

const cyrillic = /\p{Script=Cyrillic}/u;

describe('the menus’ labels of the book', () => {
  it('name every link of shared-data’s menus, one for each, in each language', () => {
    for (const texts of [ru, uz])
      for (const [menu, links] of Object.entries(menuLinks)) {
        const labels = texts.navigation[menu as keyof typeof menuLinks];
        expect({ menu, labels: labels.length }).toEqual({ menu, labels: links.length });
        expect(labels.every((label) => label.trim() !== '')).toBe(true);
      }
  });
});

/** What shared-ui shows of the catalog, the formats and the forms' messages on an Uzbek page. */
describe('shared-ui reads the catalog on an Uzbek page', () => {
  beforeEach(() => window.history.pushState({}, '', '/uz'));
  afterEach(() => {
    window.history.pushState({}, '', '/');
    jest.useRealTimers();
  });

  it('shows the consultation section, its options and its consent line in Uzbek, with no Cyrillic letter', () => {
    const { container } = renderWithTheme(
      <AppProviders store={createAppStore({ config: testRuntimeConfig })} config={testRuntimeConfig}>
        <ConsultationSection />
      </AppProviders>,
    );
    expect(screen.getByRole('article', { name: 'Sizni nimalar kutadi' })).toHaveTextContent('Biznes tahlili');
    expect(screen.getByText('30 daqiqa ichida siz bilan bog‘lanamiz')).toBeInTheDocument();
    const budgets = within(screen.getByRole('combobox', { name: /Byudjet/ })).getAllByRole('option');
    expect(budgets.map((option) => option.textContent).join(' ')).toContain('so‘m');
    expect(screen.getByRole('option', { name: 'Endi boshlayapman' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /maxfiylik siyosatiga/ })).toHaveAttribute('href', '/uz/privacy');
    expect(container.textContent).not.toMatch(cyrillic);
  });

  it('refuses a form in Uzbek: its schema is built in the page’s language', async () => {
    const user = userEvent.setup();
    renderWithTheme(
      <AppProviders store={createAppStore({ config: testRuntimeConfig })} config={testRuntimeConfig}>
        <ConsultationSection />
      </AppProviders>,
    );
    const form = screen.getAllByRole('form')[0] as HTMLElement;
    await user.click(within(form).getAllByRole('button').at(-1) as HTMLElement);
    expect(await within(form).findByText('Ismingizni kiriting')).toBeInTheDocument();
    expect(form.textContent).not.toMatch(cyrillic);
  });

  it('writes prices in so‘m, a starting price with its Uzbek suffix', () => {
    const { container } = renderWithTheme(<Price amount={700_000} oldAmount={1_000_000} from perMonth />);
    expect(container).toHaveTextContent('700 000 so‘mdan');
    expect(container).toHaveTextContent('300 000 so‘m tejaysiz');
    expect(container.textContent).not.toMatch(cyrillic);
  });

  it('shows the promo banner’s offer in Uzbek', () => {
    jest.useFakeTimers({ now: Date.parse('2025-08-01T00:00:00+05:00') });
    renderWithTheme(<CountdownBanner endsAt="2025-08-31T23:59:59+05:00" />);
    expect(screen.getByText('Barcha tariflarga 50% chegirma')).toBeInTheDocument();
  });

  it('names the footer’s services, the address and the hours in Uzbek', () => {
    renderWithProviders(<SiteFooter variant="marketing" />);
    expect(screen.getByRole('link', { name: 'Target reklama' })).toHaveAttribute('href', '/uz/services');
    expect(screen.getByText('Toshkent sh., Amir Temur ko‘chasi')).toBeInTheDocument();
    expect(screen.getByText('Du–Ya: 09:00–18:00')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Maxfiylik siyosati' })).toHaveAttribute('href', '/uz/privacy');
  });

  it('writes the footer and the header with no Cyrillic letter but the way to the Russian page, marked as Russian', () => {
    const { container } = renderWithProviders(
      <>
        <SiteHeader variant="digital" />
        <SiteFooter variant="digital" />
      </>,
    );
    expect(screen.getAllByRole('link', { name: 'Loyihaga buyurtma berish' })[0]).toBeInTheDocument();
    const russian = [...container.querySelectorAll('[lang="ru"]')];
    expect(russian.map((element) => element.textContent)).toEqual(['Русский']);
    for (const element of russian) element.remove();
    expect(container.textContent).not.toMatch(cyrillic);
  });
});
