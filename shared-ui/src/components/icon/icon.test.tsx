import { screen } from '@testing-library/react';
import { axe } from 'jest-axe';
import {
  advantages,
  consultationInfoCards,
  digitalServices,
  marketingWhyUs,
  referralWhyChooseUs,
} from 'shared-data/testing';
import { renderWithTheme } from '../../testing/render-with-theme';
import { Icon, iconNames } from './icon';

const catalogIconNames = [
  ...advantages.map((advantage) => advantage.icon),
  ...digitalServices.map((service) => service.icon),
  ...[...referralWhyChooseUs, ...marketingWhyUs, ...consultationInfoCards.flatMap((card) => card.items)].map(
    (claim) => claim.icon,
  ),
].filter((name): name is string => name !== undefined);

describe('Icon', () => {
  it('is accessible with and without a title', async () => {
    const { container } = renderWithTheme(
      <>
        <p>
          <Icon name="star" title="Рейтинг" /> 4,9
        </p>
        <button type="button">
          <Icon name="phone" />
          Позвонить
        </button>
      </>,
    );
    expect(await axe(container)).toHaveNoViolations();
  });

  it('is an image named by its title', () => {
    renderWithTheme(<Icon name="telegram" title="Telegram" />);
    const icon = screen.getByRole('img', { name: 'Telegram' });
    expect(icon).not.toHaveAttribute('aria-hidden');
  });

  it('hides a decorative icon from assistive technology', () => {
    const { container } = renderWithTheme(
      <button type="button">
        <Icon name="menu" />
        Меню
      </button>,
    );
    const svg = container.querySelector('svg');
    expect(svg).toHaveAttribute('aria-hidden', 'true');
    expect(svg).toHaveAttribute('focusable', 'false');
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
    expect(screen.getByRole('button')).toHaveAccessibleName('Меню');
  });

  it('draws a 20px stroke icon in the current colour unless given a size', () => {
    const { container } = renderWithTheme(
      <>
        <Icon name="check" />
        <Icon name="check" size={32} />
      </>,
    );
    const [standard, large] = container.querySelectorAll('svg');
    expect(standard).toHaveAttribute('width', '20');
    expect(standard).toHaveAttribute('viewBox', '0 0 24 24');
    expect(standard).toHaveAttribute('stroke', 'currentColor');
    expect(standard).toHaveAttribute('stroke-width', '2');
    expect(standard).toHaveAttribute('stroke-linecap', 'round');
    expect(large).toHaveAttribute('height', '32');
  });

  it('has an icon for every icon name of the catalog', () => {
    expect(catalogIconNames.length).toBeGreaterThan(0);
    const missing = catalogIconNames.filter((name) => !(iconNames as readonly string[]).includes(name));
    expect(missing).toEqual([]);
  });

  it.each(iconNames)('draws a shape for %s', (name) => {
    const { container } = renderWithTheme(<Icon name={name} />);
    expect(container.querySelector('svg')?.querySelector('path, circle, rect')).not.toBeNull();
  });
});
