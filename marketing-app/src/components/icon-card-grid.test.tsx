import { render, screen, within } from '@testing-library/react';
import { axe } from 'jest-axe';
import { AppThemeProvider } from 'shared-ui';
import { IconCardGrid } from './icon-card-grid';

describe('IconCardGrid', () => {
  it('lists each card with its figure, title and description', async () => {
    const { container } = render(
      <AppThemeProvider>
        <IconCardGrid
          aria-label="Преимущества"
          items={[
            { id: 'a', title: 'Быстрый старт', description: 'За сутки', icon: 'zap', value: '24 часа' },
            { id: 'b', title: 'Без иконки из набора', icon: 'no-such-icon' },
          ]}
        />
      </AppThemeProvider>,
    );
    const items = within(screen.getByRole('list', { name: 'Преимущества' })).getAllByRole('listitem');
    expect(items).toHaveLength(2);
    expect(items[0]).toHaveTextContent('24 часа');
    expect(within(items[0] as HTMLElement).getByRole('heading', { level: 3 })).toHaveTextContent(
      'Быстрый старт',
    );
    expect(items[0]).toHaveTextContent('За сутки');
    expect(items[1]?.querySelector('svg')).not.toBeNull();
    expect(await axe(container)).toHaveNoViolations();
  });
});
