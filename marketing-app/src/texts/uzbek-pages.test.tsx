import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AppThemeProvider } from 'shared-ui';
import { renderFeature } from 'shared-ui/testing';
import { HomeAnchorNav } from '../features/division-choice/components/home-anchor-nav';
import { PlanOffers } from '../features/plans/components/plan-offers';
import { ServiceSearch } from '../features/service-search/components/service-search';
import { preloadIslands } from '../testing/preload-islands';

beforeAll(preloadIslands);

describe('the marketing pages under /uz', () => {
  afterEach(() => window.history.pushState({}, '', '/'));

  it('show the tariffs in Uzbek', () => {
    window.history.pushState({}, '', '/uz/pricing');
    renderFeature(<PlanOffers headingLevel={2} />);
    const block = screen.getByRole('region', { name: 'O‘z tarifingizni tuzing' });
    expect(block).toHaveTextContent('40% gacha tejash');
    expect(block).toHaveTextContent('2 soat ichida siz bilan bog‘lanamiz');
    expect(within(block).getByRole('button', { name: 'Narxni hisoblash' })).toBeInTheDocument();
    const starter = screen.getByRole('article', { name: 'STARTER' });
    expect(within(starter).getByText('Tarifda yana 3 ta band')).toBeInTheDocument();
    expect(within(starter).getByRole('button', { name: 'STARTER tarifini tanlash' })).toHaveTextContent(
      'Tarifni tanlash',
    );
    expect(within(screen.getByRole('article', { name: 'POPULAR' })).getByText('Ommabop')).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Eksklyuziv tariflar' })).toHaveTextContent(
      'Sotuv o‘sishi 40%+',
    );
  });

  it('search the services in Uzbek, in the island and its status line', async () => {
    window.history.pushState({}, '', '/uz');
    const user = userEvent.setup();
    render(
      <AppThemeProvider>
        <HomeAnchorNav />
        <ServiceSearch id="search" />
      </AppThemeProvider>,
    );
    expect(screen.getByRole('navigation', { name: 'Sahifa bo‘limlari' })).toHaveTextContent(
      'Xizmat qidirish',
    );
    expect(screen.getByRole('heading', { name: 'Sizga qanday xizmat kerak?' })).toBeInTheDocument();
    const box = screen.getByRole('searchbox', { name: 'Xizmat nomi' });
    await user.type(box, 'SEO');
    expect(screen.getByRole('status')).toHaveTextContent('1 ta xizmat topildi');
    await user.clear(box);
    await user.type(box, 'pizza');
    expect(screen.getByRole('status')).toHaveTextContent(
      '«pizza» so‘rovi bo‘yicha hech narsa topilmadi. Boshqa so‘z bilan urinib ko‘ring yoki konsultatsiyada bizdan so‘rang.',
    );
    expect(screen.getByRole('link', { name: 'konsultatsiyada bizdan so‘rang' })).toBeInTheDocument();
  });
});
