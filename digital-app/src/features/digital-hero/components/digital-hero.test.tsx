import { screen, within } from '@testing-library/react';
import { axe } from 'jest-axe';
import { digitalHeroClaims } from 'shared-data/testing';
import { renderFeature } from 'shared-ui/testing';
import { DigitalHero } from './digital-hero';

describe('DigitalHero', () => {
  it('is accessible', async () => {
    const { container } = renderFeature(<DigitalHero />);
    expect(await axe(container)).toHaveNoViolations();
  });

  it('offers the two ways on: to the contact block and to the packs', () => {
    renderFeature(<DigitalHero />);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(
      'Разработка сайтов, приложений и ботов',
    );
    expect(screen.getByRole('link', { name: 'Обсудить проект' })).toHaveAttribute('href', '#contact');
    expect(screen.getByRole('link', { name: 'Смотреть пакеты' })).toHaveAttribute('href', '#pricing');
  });

  it('shows the figures the site claims for the studio and its starting price', () => {
    renderFeature(<DigitalHero />);
    const figures = screen.getByLabelText('Студия в цифрах');
    expect(
      within(figures)
        .getAllByRole('definition')
        .map((value) => value.textContent),
    ).toEqual(['100+', '24 часа', '2–8 недель']);
    for (const claim of digitalHeroClaims) {
      expect(within(figures).getByText(claim.label)).toBeVisible();
    }
    expect(screen.getByText('3 000 000 сум')).toBeVisible();
  });
});
