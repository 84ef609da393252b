import { screen } from '@testing-library/react';
import { axe } from 'jest-axe';
import { renderWithTheme } from '../../testing/render-with-theme';
import { VisuallyHidden } from './visually-hidden';

describe('VisuallyHidden', () => {
  it('is accessible', async () => {
    const { container } = renderWithTheme(
      <a href="https://t.me/agency">
        Telegram <VisuallyHidden>(откроется в новой вкладке)</VisuallyHidden>
      </a>,
    );
    expect(await axe(container)).toHaveNoViolations();
  });

  it('stays in the accessible name while taking no space', () => {
    renderWithTheme(
      <a href="https://t.me/agency">
        Telegram <VisuallyHidden>(откроется в новой вкладке)</VisuallyHidden>
      </a>,
    );
    expect(screen.getByRole('link', { name: 'Telegram (откроется в новой вкладке)' })).toBeInTheDocument();
    expect(screen.getByText('(откроется в новой вкладке)')).toHaveStyle({
      position: 'absolute',
      width: '1px',
    });
  });
});
