import { screen } from '@testing-library/react';
import { axe } from 'jest-axe';
import { renderWithTheme } from '../../testing/render-with-theme';
import { LogoLink } from './logo-link';

jest.mock('../open-page');

describe('LogoLink', () => {
  it('is accessible', async () => {
    const { container } = renderWithTheme(<LogoLink href="/" />);
    expect(await axe(container)).toHaveNoViolations();
  });

  it('shows the text mark and links where it is told', () => {
    renderWithTheme(<LogoLink href="/digital" />);
    expect(screen.getByRole('link', { name: 'AGENCY' })).toHaveAttribute('href', '/digital');
  });
});
