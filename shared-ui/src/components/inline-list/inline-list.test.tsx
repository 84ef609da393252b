import { screen, within } from '@testing-library/react';
import { axe } from 'jest-axe';
import { renderWithTheme } from '../../testing/render-with-theme';
import { InlineList } from './inline-list';

describe('InlineList', () => {
  it('is accessible', async () => {
    const { container } = renderWithTheme(
      <InlineList aria-label="Темы">
        <li>SMM</li>
        <li>SEO</li>
      </InlineList>,
    );
    expect(await axe(container)).toHaveNoViolations();
  });

  it('is a named list of its items, laid out in a wrapping row', () => {
    renderWithTheme(
      <InlineList aria-label="Пакеты" gap="xxs">
        <li>Старт</li>
        <li>Бизнес</li>
      </InlineList>,
    );
    const list = screen.getByRole('list', { name: 'Пакеты' });
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Старт', 'Бизнес']);
    expect(getComputedStyle(list)).toMatchObject({ display: 'flex', flexWrap: 'wrap', listStyle: 'none' });
  });
});
