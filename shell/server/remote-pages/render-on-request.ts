import type { PageData, RemoteName, RuntimeConfig } from 'shared-data/core';
import type { Logger } from 'shared-data/server';
import { withTimeout } from './refreshing';
import type { Renderer } from './remote-renderers';
import type { ServedPage } from './served-page';

/** Pages rendered here are kept by bundle and request, this many at most (the oldest go first). */
const keptRenders = 500;

/**
 * Pages rendered in this server by their remote's server bundle: with this server's config, for a path and what the
 * server knows about the request. Each is kept (a parameter page's for `12 × ttlMs` only: its data ages), unless it is
 * asked for with `keep: false` (a page that carries what one visitor typed, rendered for that answer only). A render
 * that fails or takes longer than `renderTimeoutMs` gives nothing (the page goes out with its head only), and says why
 * in the log (with the page's path, never its query, which may carry a promo code, nor its data).
 */
export function createRenderOnRequest(
  rendererOf: (app: RemoteName, fingerprint: string) => Promise<Renderer>,
  config: RuntimeConfig,
  {
    ttlMs,
    renderTimeoutMs,
    logger,
  }: { ttlMs: number; renderTimeoutMs: number; logger: Pick<Logger, 'warn'> },
) {
  const rendered = new Map<string, { at: number; page: Promise<ServedPage> }>();
  const render = (app: RemoteName, fingerprint: string, path: string, data?: PageData) => {
    const renderedAt = new Date().toISOString();
    return rendererOf(app, fingerprint)
      .then((renderer) => renderer.renderPage({ path, config, data: { ...data, renderedAt } }))
      .then((markup): ServedPage => ({ ...markup, renderedAt }));
  };
  const renderKept = (app: RemoteName, fingerprint: string, path: string, data?: PageData) => {
    const key = `${app}:${fingerprint}:${path}:${data ? JSON.stringify(data) : ''}`;
    let entry = rendered.get(key);
    if (!entry || (data && Date.now() - entry.at > ttlMs * 12)) {
      const page = render(app, fingerprint, path, data);
      page.catch(() => rendered.delete(key));
      entry = { at: Date.now(), page };
      rendered.delete(key);
      rendered.set(key, entry);
      if (rendered.size > keptRenders) rendered.delete(rendered.keys().next().value as string);
    }
    return entry.page;
  };
  return async (
    app: RemoteName,
    fingerprint: string,
    path: string,
    data?: PageData,
    { keep = true, patience = 1 }: { keep?: boolean; patience?: number } = {},
  ): Promise<ServedPage | undefined> => {
    try {
      const page = keep ? renderKept(app, fingerprint, path, data) : render(app, fingerprint, path, data);
      return await withTimeout(page, renderTimeoutMs * patience);
    } catch (error) {
      const pathOnly = new URL(path, 'http://path.invalid').pathname;
      logger.warn({ app, path: pathOnly, err: error }, 'the page could not be rendered');
      return undefined;
    }
  };
}
