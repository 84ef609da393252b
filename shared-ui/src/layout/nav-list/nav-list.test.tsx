import { screen, within } from '@testing-library/react';
import { axe } from 'jest-axe';
import { renderWithTheme } from '../../testing/render-with-theme';
import { NavList } from './nav-list';

jest.mock('../open-page');

const items = [
  { label: 'О нас', href: '/#about' },
  { label: 'Тарифы', href: '/pricing' },
  { label: 'Главная', href: '/' },
];

describe('NavList', () => {
  it('is accessible', async () => {
    const { container } = renderWithTheme(
      <nav aria-label="Меню">
        <NavList items={items} pathname="/pricing" />
      </nav>,
    );
    expect(await axe(container)).toHaveNoViolations();
  });

  it('lists the links in order', () => {
    renderWithTheme(<NavList items={items} pathname="/" direction="column" />);
    const links = within(screen.getByRole('list')).getAllByRole('link');
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['О нас', '/#about'],
      ['Тарифы', '/pricing'],
      ['Главная', '/'],
    ]);
  });

  it('marks the link to the current page, not links to its sections', () => {
    renderWithTheme(<NavList items={items} pathname="/pricing/" />);
    expect(screen.getByRole('link', { name: 'Тарифы' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('link', { name: 'О нас' })).not.toHaveAttribute('aria-current');
    expect(screen.getByRole('link', { name: 'Главная' })).not.toHaveAttribute('aria-current');
  });
});
