import { screen, within } from '@testing-library/react';
import { axe } from 'jest-axe';
import { renderWithTheme } from '../../testing/render-with-theme';
import { Stat, StatList } from './stat';

describe('Stat', () => {
  it('is accessible alone and in a list', async () => {
    const { container } = renderWithTheme(
      <>
        <Stat value="4.9/5" label="Рейтинг" hint="47 отзывов" />
        <StatList aria-label="Статистика">
          <Stat value="15%" label="Комиссия" />
          <Stat value="3" label="привлечено клиентов" />
        </StatList>
      </>,
    );
    expect(await axe(container)).toHaveNoViolations();
  });

  it('pairs the label as a term with the value as its definition', () => {
    renderWithTheme(<Stat value="15%" label="Комиссия" />);
    const term = screen.getByRole('term');
    expect(term).toHaveTextContent('Комиссия');
    expect(screen.getByRole('definition')).toHaveTextContent('15%');
    expect(term.closest('dl')).not.toBeNull();
  });

  it('groups entries of a StatList in one description list', () => {
    renderWithTheme(
      <StatList aria-label="Статистика">
        <Stat value="15%" label="Комиссия" />
        <Stat value="Активен" label="Статус" />
      </StatList>,
    );
    const lists = document.querySelectorAll('dl');
    expect(lists).toHaveLength(1);
    const list = lists[0] as HTMLElement;
    expect(
      within(list)
        .getAllByRole('term')
        .map((term) => term.textContent),
    ).toEqual(['Комиссия', 'Статус']);
    expect(
      within(list)
        .getAllByRole('definition')
        .map((value) => value.textContent),
    ).toEqual(['15%', 'Активен']);
  });
});
