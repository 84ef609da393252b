import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import '@testing-library/jest-dom';
import { getQueriesForElement } from '@testing-library/dom';
import { JSDOM } from 'jsdom';
import { readServerEnv } from 'shared-data/server';
import { testRuntimeConfig } from 'shared-data/testing';
import { createShellServer } from '../shell-server';
import { createNotFoundPage } from './not-found-page';
import { writeShellBuild } from './test-shell-build';

// The first render loads React, Emotion and the site's layout.
jest.setTimeout(30_000);

let distDir: string;
beforeAll(() => {
  distDir = mkdtempSync(join(tmpdir(), 'shell-dist-'));
  writeShellBuild(distDir);
});
afterAll(() => rmSync(distDir, { recursive: true, force: true }));

const env = readServerEnv({ AGENCY_PHONE: '+998 90 123 45 67' });

/** The raw HTML the server answers `path` with, read as a crawler reads it: no script runs. */
async function rawPage(path: string) {
  const response = await createShellServer(env, distDir).request(path);
  const html = await response.text();
  const { document } = new JSDOM(html).window;
  return { response, html, document, screen: getQueriesForElement(document.body) };
}

describe('the 404 page as the server sends it', () => {
  it('answers an unknown path with 404 and the Russian page in the site’s header and footer', async () => {
    const { response, html, document, screen } = await rawPage('/no-such-page/at-all');
    expect(response.status).toBe(404);
    expect(response.headers.get('content-type')).toMatch(/^text\/html/);
    expect(html).toMatch(/^<!doctype html>\n<html lang="ru">/);
    expect(document.title).toBe('Страница не найдена');
    expect(html).toContain('<meta name="robots" content="noindex" />');
    expect(html).not.toContain('rel="canonical"');
    expect(html).not.toMatch(/Oops|Page not found/);

    const shell = getQueriesForElement(document.getElementById('shell-root') as HTMLElement);
    expect(shell.getByRole('banner')).toContainElement(
      shell.getByRole('navigation', { name: 'Основное меню' }),
    );
    expect(shell.getByRole('main')).toContainElement(
      shell.getByRole('heading', { level: 1, name: 'Страница не найдена' }),
    );
    expect(shell.getByRole('contentinfo')).toHaveTextContent('+998 90 123 45 67');
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(screen.getAllByRole('main')).toHaveLength(1);
    expect(shell.getByRole('link', { name: 'Вернуться на главную' })).toHaveAttribute('href', '/');
  });

  it('carries the styles of its markup in the head, so it shows styled before any script runs', async () => {
    const { document } = await rawPage('/no-such-page');
    const styles = [...document.head.querySelectorAll('style[data-emotion]')].map(
      (style) => style.textContent,
    );
    const header = document.querySelector('#shell-root header');
    const headerClass = header?.getAttribute('class') ?? '';
    expect(headerClass).not.toBe('');
    expect(styles.join('\n')).toContain(`.${headerClass}{`);
    expect(document.body.querySelector('style')).toBeNull();
  });

  it('answers a malformed address with the same page', async () => {
    const { response, document } = await rawPage('/%E0%A4%A');
    expect(response.status).toBe(404);
    expect(
      getQueriesForElement(document.body).getByRole('heading', { level: 1, name: 'Страница не найдена' }),
    ).toBeTruthy();
  });

  it('still answers 404 with the page’s words and the way home when its render fails', async () => {
    let response: Response | undefined;
    try {
      await jest.isolateModulesAsync(async () => {
        jest.doMock('shared-ui/server', () => ({
          renderShellPage: () => Promise.reject(new Error('the layout did not render')),
        }));
        const { createShellServer: isolatedServer } = await import('../shell-server');
        const logger = { info: jest.fn(), warn: jest.fn(), error: jest.fn() };
        response = await isolatedServer(env, distDir, { logger }).request('/no-such-page');
        expect(logger.error).toHaveBeenCalledWith(
          expect.objectContaining({ err: expect.any(Error) }),
          'the 404 page could not be rendered',
        );
      });
    } finally {
      jest.dontMock('shared-ui/server');
    }
    expect(response?.status).toBe(404);
    const { document } = new JSDOM(await response?.text()).window;
    const shell = getQueriesForElement(document.getElementById('shell-root') as HTMLElement);
    expect(shell.getByRole('heading', { level: 1, name: 'Страница не найдена' })).toBeInTheDocument();
    expect(shell.getByRole('link', { name: 'Вернуться на главную' })).toHaveAttribute('href', '/');
  });
});

describe('the Uzbek 404 page', () => {
  it('answers an unknown path under /uz with 404 and the page in Uzbek, its way home the Uzbek home page', async () => {
    const { response, html, document } = await rawPage('/uz/no-such-page');
    expect(response.status).toBe(404);
    expect(html).toMatch(/^<!doctype html>\n<html lang="uz">/);
    expect(document.title).toBe('Sahifa topilmadi');
    const shell = getQueriesForElement(document.getElementById('shell-root') as HTMLElement);
    expect(shell.getByRole('heading', { level: 1, name: 'Sahifa topilmadi' })).toBeInTheDocument();
    expect(shell.getByRole('link', { name: 'Bosh sahifaga qaytish' })).toHaveAttribute('href', '/uz');
  });

  it('answers /uz/admin with it too: the team’s inbox is Russian only', async () => {
    const { response, document } = await rawPage('/uz/admin');
    expect(response.status).toBe(404);
    expect(document.title).toBe('Sahifa topilmadi');
  });
});

describe('the language a visitor chose', () => {
  it('opens the home page in it, and nothing else, whatever the browser’s languages', async () => {
    const server = createShellServer(env, distDir);
    const home = await server.request('/?utm_source=tg', { headers: { cookie: 'site-language=uz' } });
    expect(home.status).toBe(302);
    expect(home.headers.get('location')).toBe('/uz?utm_source=tg');
    expect(home.headers.get('vary')).toMatch(/cookie/i);
    const pricing = await server.request('/no-such-page', { headers: { cookie: 'site-language=uz' } });
    expect(pricing.status).toBe(404);
    expect(await pricing.text()).toMatch(/<html lang="ru">/);
    for (const headers of [
      { cookie: 'site-language=ru' },
      { 'accept-language': 'uz-UZ,uz;q=0.9' },
      {},
    ] as Record<string, string>[])
      expect((await server.request('/', { headers })).status).not.toBe(302);
  });
});

describe('createNotFoundPage', () => {
  it('renders once per place its logo leads, and again after an hour', async () => {
    let time = Date.parse('2026-11-28T10:00:00Z');
    const notFound = createNotFoundPage(testRuntimeConfig, { now: () => time });
    const first = notFound('/no-such-page');
    expect(notFound('/another/missing')).toBe(first);
    const digital = notFound('/digital/no-such-page');
    expect(digital).not.toBe(first);
    expect((await first).html).toContain('href="/"');
    expect((await digital).html).toMatch(/<header[^>]*>.*?<a [^>]*href="\/digital"/);
    time += 60 * 60_000;
    expect(notFound('/no-such-page')).not.toBe(first);
  });
});
