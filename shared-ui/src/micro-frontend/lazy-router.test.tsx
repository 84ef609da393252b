import { act, render, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { lazyPage } from './lazy-page';
import { lazyRouter } from './lazy-router';

function Pricing() {
  return <h1>Цены</h1>;
}

function Routes({ location }: { location?: string }) {
  return <p>Маршрут {location}</p>;
}

describe('lazyRouter', () => {
  it('fetches the router only when its root renders or a page is preloaded', async () => {
    const loads: string[] = [];
    const router = lazyRouter(async () => {
      loads.push('router');
      return { AppRoutes: Routes };
    });
    const page = router.withItsCode(
      lazyPage(async () => {
        loads.push('page');
        return { Pricing };
      }, 'Pricing'),
      [
        {
          Component: {
            preload: async () => {
              loads.push('island');
            },
          },
        },
      ],
    );
    expect(loads).toEqual([]);

    await page.preload();
    expect(loads.sort()).toEqual(['island', 'page', 'router']);

    const { AppRoot } = router;
    await act(async () => {
      render(
        <Suspense fallback="…">
          <AppRoot location="/pricing" />
        </Suspense>,
      );
    });
    expect(screen.getByText('Маршрут /pricing')).toBeInTheDocument();
    expect(loads.filter((load) => load === 'router')).toHaveLength(1);
  });
});
