import { screen, within } from '@testing-library/react';
import { axe } from 'jest-axe';
import { renderWithTheme } from '../../testing/render-with-theme';
import { CheckList } from './check-list';

describe('CheckList', () => {
  it('is accessible', async () => {
    const { container } = renderWithTheme(
      <CheckList aria-label="Что входит" items={['Аудит', 'Стратегия']} />,
    );
    expect(await axe(container)).toHaveNoViolations();
  });

  it('lists every item in order under the list name, with the ticks hidden from screen readers', () => {
    renderWithTheme(<CheckList aria-label="Что входит" items={['Аудит', 'Стратегия', 'Отчёт']} />);
    const list = screen.getByRole('list', { name: 'Что входит' });
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Аудит', 'Стратегия', 'Отчёт']);
    expect(list.querySelectorAll('svg[aria-hidden="true"]')).toHaveLength(3);
  });

  it('flows into columns when given a column width and renders items its own way', () => {
    renderWithTheme(
      <CheckList
        aria-label="Услуги"
        items={['SEO']}
        columnMinWidth="14rem"
        renderItem={(item) => <a href={`#${item}`}>{item}</a>}
      />,
    );
    expect(screen.getByRole('list', { name: 'Услуги' })).toHaveStyle({
      gridTemplateColumns: 'repeat(auto-fill, minmax(14rem, 1fr))',
    });
    expect(screen.getByRole('link', { name: 'SEO' })).toHaveAttribute('href', '#SEO');
  });
});
