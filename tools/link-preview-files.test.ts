import { routeHeadIn, routeTable } from 'shared-data/core';
import { linkPreviewFiles } from './link-preview-files';

/** A stand-in renderer: the picture's bytes are its title, so a file shows which title it was made from. */
const render = async (title: string) => new TextEncoder().encode(title);

describe('linkPreviewFiles', () => {
  it('gives every public page without a parameter its own picture of its title, by a hashed name', async () => {
    const { files, previews } = await linkPreviewFiles(render);
    const pages = routeTable.filter((route) => !route.private && !route.path.includes(':'));
    const uzbekPath = (path: string) => (path === '/' ? '/uz' : `/uz${path}`);
    expect(Object.keys(previews.pages)).toEqual(
      pages.flatMap((route) => [route.path, uzbekPath(route.path)]),
    );
    for (const route of pages)
      for (const [path, title] of [
        [route.path, route.meta.title],
        [uzbekPath(route.path), routeHeadIn(route, 'uz').title],
      ] as const) {
        const picture = previews.pages[path];
        expect(picture?.alt).toBe(`AGENCY: ${title}`);
        expect(picture?.url).toMatch(/^\/og\/[a-z0-9-]+\.[0-9a-f]{10}\.png$/);
        expect(new TextDecoder().decode(files.get(picture?.url.slice(1) ?? ''))).toBe(title);
      }
    expect(previews.pages['/uz/pricing']?.alt).toBe('AGENCY: Marketing tariflari');
    expect(previews.pages['/uz/digital/services']?.url).toMatch(/^\/og\/uz-digital-services\./);
    expect(previews.pages['/digital/services']?.url).toMatch(/^\/og\/digital-services\./);
    expect(previews.pages['/']?.url).toMatch(/^\/og\/home\./);
  });

  it('gives the generic picture its own name and lists nothing private or with a parameter', async () => {
    const { files, previews } = await linkPreviewFiles(render);
    expect(previews.generic.url).toMatch(/^\/og\/site\.[0-9a-f]{10}\.png$/);
    expect(files.has(previews.generic.url.slice(1))).toBe(true);
    expect(Object.keys(previews.pages).some((path) => path.includes(':') || path.startsWith('/admin'))).toBe(
      false,
    );
    expect(files.size).toBe(Object.keys(previews.pages).length + 1);
  });
});
