import { fireEvent, render, screen, within } from '@testing-library/react';
import { axe } from 'jest-axe';
import { formatMoney, fromPrices, paths } from 'shared-data/catalog';
import { divisionProfiles } from 'shared-data/testing';
import { AppThemeProvider } from 'shared-ui';
import { asRead } from 'shared-ui/testing';
import { DivisionChoice } from './division-choice';
import { HomeAnchorNav, homeSections } from './home-anchor-nav';

const renderChoice = () =>
  render(
    <AppThemeProvider>
      <HomeAnchorNav />
      <DivisionChoice id={homeSections.choice.id} />
    </AppThemeProvider>,
  );

describe('DivisionChoice', () => {
  it('is accessible and has the page heading', async () => {
    const { container } = renderChoice();
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Маркетинг или разработка');
    expect(await axe(container)).toHaveNoViolations();
  });

  it('offers two cards that lead to the division landings', () => {
    renderChoice();
    const cards = screen.getByRole('list', { name: 'Направления агентства' });
    expect(within(cards).getAllByRole('heading', { level: 2 })).toHaveLength(2);
    expect(screen.getByRole('link', { name: divisionProfiles.marketing.name })).toHaveAttribute(
      'href',
      paths.marketing,
    );
    expect(screen.getByRole('link', { name: divisionProfiles.digital.name })).toHaveAttribute(
      'href',
      paths.digital,
    );
    expect(screen.getByText(asRead(`от ${formatMoney(fromPrices.marketing)}`))).toBeVisible();
    expect(screen.getByText(asRead(`от ${formatMoney(fromPrices.digital)}`))).toBeVisible();
  });

  it('keeps both cards usable while one is pointed at or focused', () => {
    renderChoice();
    const marketing = screen.getByRole('link', { name: divisionProfiles.marketing.name });
    fireEvent.mouseEnter(marketing.closest('li') as HTMLElement);
    fireEvent.focus(screen.getByRole('link', { name: divisionProfiles.digital.name }));
    expect(screen.getByRole('link', { name: divisionProfiles.digital.name })).toBeVisible();
  });

  it('links to the four sections of the page', () => {
    renderChoice();
    const nav = screen.getByRole('navigation', { name: 'Разделы страницы' });
    expect(
      within(nav)
        .getAllByRole('link')
        .map((link) => link.getAttribute('href')),
    ).toEqual(['#choice', '#search', '#comparison', '#services']);
  });
});
