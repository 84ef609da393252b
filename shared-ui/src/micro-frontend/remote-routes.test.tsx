import { act, render, screen } from '@testing-library/react';
import { type ComponentType, Suspense } from 'react';
import { paths, sitePaths } from 'shared-data/site';
import { lazyPage } from './lazy-page';
import { remoteRoutes } from './remote-routes';

function DigitalHomePage() {
  return <h1>Digital-студия</h1>;
}

function DigitalServicesPage() {
  return <h1>Услуги студии</h1>;
}

function setUp() {
  const loads: string[] = [];
  const page = <Name extends string>(name: Name, Page: ComponentType) =>
    lazyPage(async () => {
      loads.push(name);
      return { [name]: Page } as Record<Name, ComponentType>;
    }, name);
  const routes = remoteRoutes('digital-app', {
    loadRouter: async () => {
      loads.push('router');
      return import('./app-routes');
    },
    pages: {
      DigitalHomePage: page('DigitalHomePage', DigitalHomePage),
      DigitalServicesPage: page('DigitalServicesPage', DigitalServicesPage),
    },
  });
  return { loads, ...routes };
}

describe('remoteRoutes', () => {
  it("finds the remote's pages by the route table and no other remote's", () => {
    const { pageAt } = setUp();
    expect(pageAt(paths.digitalServices)?.chunkName).toBe('DigitalServicesPage');
    expect(pageAt(`${paths.digital}/`)?.chunkName).toBe('DigitalHomePage');
    expect(pageAt(paths.pricing)).toBeUndefined();
    expect(pageAt('/digital/nowhere')).toBeUndefined();
    for (const route of sitePaths.filter(({ app }) => app === 'digital-app')) {
      expect(pageAt(route.path)?.chunkName).toBe(route.page);
    }
  });

  it('fetches the router only when its root renders or a page is preloaded, with that page alone', async () => {
    const { loads, pageAt } = setUp();
    expect(loads).toEqual([]);

    await pageAt(paths.digital)?.preload();
    expect(loads.sort()).toEqual(['DigitalHomePage', 'router']);
  });

  it('still takes a page as a remote built before 2.2.0 gives it, with an island list it no longer reads', async () => {
    const loads: string[] = [];
    const { pageAt } = remoteRoutes('digital-app', {
      loadRouter: async () => {
        loads.push('router');
        return import('./app-routes');
      },
      pages: {
        DigitalHomePage: {
          page: lazyPage(async () => {
            loads.push('DigitalHomePage');
            return { DigitalHomePage };
          }, 'DigitalHomePage'),
          islands: [],
        },
        DigitalServicesPage: lazyPage(async () => ({ DigitalServicesPage }), 'DigitalServicesPage'),
      },
    });
    expect(pageAt(paths.digital)?.chunkName).toBe('DigitalHomePage');
    await pageAt(paths.digital)?.preload();
    expect(loads.sort()).toEqual(['DigitalHomePage', 'router']);
  });

  it("renders the table's page at the server's location", async () => {
    const { loads, Root } = setUp();
    await act(async () => {
      render(
        <Suspense fallback="…">
          <Root location={paths.digitalServices} />
        </Suspense>,
      );
    });
    expect(await screen.findByRole('heading', { name: 'Услуги студии' })).toBeInTheDocument();
    expect(loads.sort()).toEqual(['DigitalServicesPage', 'router']);
  });
});
