import { readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { serveStatic } from '@hono/node-server/serve-static';
import { Hono } from 'hono';
import { compress } from 'hono/compress';
import { findRoute } from 'shared-data/core';
import type { ServerEnv } from 'shared-data/server';
import { setCacheHeaders } from './cache-headers';
import { notFoundBody, renderHead, renderPage } from './html-page';
import { createPrerenderedPages, withPrerenderedPage } from './prerendered-pages';
import { pageSecurityHeaders } from './security-headers';
import { registerSiteFiles } from './site-files';

const isAssetPath = (pathname: string) => /\.[a-z0-9]+$/i.test(pathname) && !pathname.endsWith('.html');

/**
 * The shell's server: page HTML per route (200 for known routes, 404 with the 404 page otherwise),
 * the runtime registry and config, and the shell's static files.
 */
export function createShellServer(env: ServerEnv, distDir: string) {
  const templatePath = join(distDir, 'index.html');
  let template = { mtimeMs: -1, html: '' };
  const readTemplate = () => {
    const { mtimeMs } = statSync(templatePath);
    if (mtimeMs !== template.mtimeMs) template = { mtimeMs, html: readFileSync(templatePath, 'utf8') };
    return template.html;
  };

  const prerenderedPage = createPrerenderedPages(env.remotes, env.runtime);

  const app = new Hono();
  app.use('*', pageSecurityHeaders(env));
  app.use('*', compress());
  app.get('/remotes.json', (c) => {
    c.header('Cache-Control', 'no-cache');
    return c.json(env.remotes);
  });
  app.get('/app-config.json', (c) => {
    c.header('Cache-Control', 'no-cache');
    return c.json(env.runtime);
  });
  app.get('/index.html', (c) => c.redirect('/', 301));
  registerSiteFiles(app, env.runtime);
  const assets = serveStatic({ root: distDir, onFound: setCacheHeaders });
  app.use('*', (c, next) => (isAssetPath(new URL(c.req.url).pathname) ? assets(c, next) : next()));
  app.get('*', async (c) => {
    const { pathname } = new URL(c.req.url);
    if (isAssetPath(pathname) || pathname.endsWith('.html')) {
      c.header('Cache-Control', 'no-cache');
      return c.text('Not found', 404);
    }
    const route = findRoute(pathname);
    c.header('Cache-Control', 'no-cache');
    if (!route) {
      const head = renderHead(
        {
          meta: { title: 'Страница не найдена', description: 'Такой страницы нет на сайте.', keywords: [] },
          noindex: true,
        },
        env.runtime,
      );
      return c.html(renderPage(readTemplate(), head, env.runtime, notFoundBody), 404);
    }
    const canonicalPath = route.path.includes(':') ? pathname : route.path;
    const html = renderPage(
      readTemplate(),
      renderHead({ meta: route.meta, canonicalPath }, env.runtime),
      env.runtime,
    );
    const page = route.path.includes(':') ? undefined : await prerenderedPage(route.app, route.path);
    return c.html(page ? withPrerenderedPage(html, route.app, route.path, page) : html);
  });
  return app;
}
