import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { axe } from 'jest-axe';
import { paths, searchMaxResults } from 'shared-data/catalog';
import { digitalSearchKeywords, marketingSearchKeywords } from 'shared-data/testing';
import { AppThemeProvider } from 'shared-ui';
import { preloadIslands } from '../../../testing/preload-islands';
import ru from '../../../texts/ru';
import { ServiceSearch } from './service-search';

const foundText = ru.serviceSearch.found;

function renderSearch() {
  const user = userEvent.setup();
  const view = render(
    <AppThemeProvider>
      <ServiceSearch id="search" />
    </AppThemeProvider>,
  );
  const type = async (text: string) => {
    const box = screen.getByRole('searchbox', { name: 'Название услуги' });
    await user.clear(box);
    if (text) await user.type(box, text);
  };
  return { ...view, type };
}

const results = () => screen.queryByRole('list', { name: 'Результаты поиска' });

beforeAll(preloadIslands);

describe('ServiceSearch', () => {
  it('is accessible, also with results', async () => {
    const { container, type } = renderSearch();
    expect(await axe(container)).toHaveNoViolations();
    await type('реклам');
    expect(await axe(container)).toHaveNoViolations();
  });

  it('never shows the keyword lists by themselves', () => {
    renderSearch();
    for (const keyword of [...marketingSearchKeywords, ...digitalSearchKeywords]) {
      expect(screen.queryByText(keyword)).not.toBeInTheDocument();
    }
  });

  it('waits for more than two characters', async () => {
    const { type } = renderSearch();
    await type('SE');
    expect(results()).not.toBeInTheDocument();
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
    await type('SEO');
    expect(within(results() as HTMLElement).getAllByRole('listitem')).toHaveLength(1);
  });

  it('matches case-insensitively and shows each result with its badge and action', async () => {
    const { type } = renderSearch();
    await type('tElEgRaM');
    const items = within(results() as HTMLElement).getAllByRole('listitem');
    expect(items).toHaveLength(1);
    const [item] = items as [HTMLElement];
    expect(item).toHaveTextContent('Разработка Telegram-ботов');
    expect(within(item).getByText('Digital Agency')).toBeVisible();
    expect(within(item).getByRole('link', { name: 'Обсудить проект' })).toHaveAttribute(
      'href',
      paths.digital,
    );

    await type('таргет');
    const [marketing] = within(results() as HTMLElement).getAllByRole('listitem') as [HTMLElement];
    expect(within(marketing).getByText('Marketing Agency')).toBeVisible();
    expect(within(marketing).getByRole('link', { name: 'Перейти к выбору тарифа' })).toHaveAttribute(
      'href',
      paths.marketing,
    );
  });

  it('lists at most five results and announces how many', async () => {
    const { type } = renderSearch();
    await type('разработка');
    expect(within(results() as HTMLElement).getAllByRole('listitem')).toHaveLength(searchMaxResults);
    expect(screen.getByRole('status')).toHaveTextContent(foundText(searchMaxResults));
  });

  it('says honestly when nothing matches', async () => {
    const { type } = renderSearch();
    await type('пицца');
    expect(results()).not.toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('По запросу «пицца» ничего не найдено');
  });

  it('words the count in Russian', () => {
    expect(foundText(1)).toBe('Найдена 1 услуга');
    expect(foundText(3)).toBe('Найдено 3 услуги');
    expect(foundText(5)).toBe('Найдено 5 услуг');
  });
});
