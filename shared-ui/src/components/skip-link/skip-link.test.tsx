import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { axe } from 'jest-axe';
import { renderWithTheme } from '../../testing/render-with-theme';
import { mainContentId, SkipLink } from './skip-link';

describe('SkipLink', () => {
  it('is accessible', async () => {
    const { container } = renderWithTheme(
      <>
        <SkipLink />
        <main id={mainContentId}>Содержимое</main>
      </>,
    );
    expect(await axe(container)).toHaveNoViolations();
  });

  it('is the first stop of the keyboard and points at the main content', async () => {
    renderWithTheme(
      <>
        <SkipLink />
        <a href="/pricing">Тарифы</a>
      </>,
    );
    await userEvent.tab();
    const link = screen.getByRole('link', { name: 'Перейти к содержимому' });
    expect(link).toHaveFocus();
    expect(link).toHaveAttribute('href', `#${mainContentId}`);
  });

  it('stays out of sight until focused', () => {
    renderWithTheme(<SkipLink targetId="form">К форме</SkipLink>);
    const link = screen.getByRole('link', { name: 'К форме' });
    expect(link).toHaveAttribute('href', '#form');
    expect(link).toHaveStyle({ width: '1px' });
  });
});
