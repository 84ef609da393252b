import { screen, within } from '@testing-library/react';
import { axe } from 'jest-axe';
import { digitalProjects } from 'shared-data/testing';
import { renderFeature } from 'shared-ui/testing';
import { DigitalProjects } from './digital-projects';

describe('DigitalProjects', () => {
  it('is accessible and sits under the projects anchor', async () => {
    const { container } = renderFeature(<DigitalProjects />);
    expect(screen.getByRole('region', { name: 'Какие проекты мы делаем' })).toHaveAttribute('id', 'projects');
    expect(await axe(container)).toHaveNoViolations();
  });

  it('shows a card for every project of the catalog', () => {
    renderFeature(<DigitalProjects />);
    expect(screen.getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent)).toEqual(
      digitalProjects.map((project) => project.type),
    );
  });

  it('tells the kind, industry, what is built, the result, the time and the stack of a project', () => {
    renderFeature(<DigitalProjects />);
    const card = screen.getByRole('heading', { level: 3, name: 'Telegram-бот записи' }).closest('li');
    if (!card) throw new Error('the card is not a list item');
    const scope = within(card);
    expect(scope.getByText('Клиники и салоны')).toBeVisible();
    expect(scope.getByText(/Запись на приём с выбором специалиста/)).toBeVisible();
    expect(scope.getByText(/Клиенты записываются сами/)).toBeVisible();
    expect(scope.getByText('2–3 недели')).toBeVisible();
    expect(
      within(scope.getByRole('list', { name: 'Технологии: Telegram-бот записи' }))
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Python', 'PostgreSQL', 'Redis', 'Docker']);
  });
});
