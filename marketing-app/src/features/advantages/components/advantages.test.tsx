import { render, screen, within } from '@testing-library/react';
import { axe } from 'jest-axe';
import { achievements, advantages } from 'shared-data/testing';
import { AppThemeProvider } from 'shared-ui';
import { AchievementsStrip } from './achievements-strip';
import { AdvantagesSection } from './advantages-section';

describe('why-choose-us sections', () => {
  it('shows the 12 advantage cards with their titles and descriptions', async () => {
    const { container } = render(
      <AppThemeProvider>
        <AdvantagesSection />
      </AppThemeProvider>,
    );
    const cards = within(screen.getByRole('list', { name: 'Преимущества агентства' })).getAllByRole(
      'listitem',
    );
    expect(cards).toHaveLength(12);
    expect(cards.map((card) => within(card).getByRole('heading').textContent)).toEqual(
      advantages.map((advantage) => advantage.title),
    );
    expect(cards[0]).toHaveTextContent(advantages[0]?.description ?? '');
    expect(await axe(container)).toHaveNoViolations();
  });

  it('sets out every achievement as a figure with its label', async () => {
    const { container } = render(
      <AppThemeProvider>
        <AchievementsStrip />
      </AppThemeProvider>,
    );
    const strip = screen.getByRole('region', { name: 'Наши достижения' });
    for (const claim of achievements) {
      expect(within(strip).getByText(claim.value)).toBeInTheDocument();
      expect(within(strip).getByText(claim.label)).toBeInTheDocument();
    }
    expect(await axe(container)).toHaveNoViolations();
  });
});
