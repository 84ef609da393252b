import { company } from 'shared-data/core';
import { testRuntimeConfig } from 'shared-data/testing';
import { headTags } from './page-head';

const meta = { title: 'Тарифы', description: 'Цены', keywords: [] };
const preview = { url: '/og/referral/a%26b.png', alt: 'Лола "Л" дарит вам скидку 15%' };
const config = { ...testRuntimeConfig, siteUrl: 'https://agency.example/' };
const contentOf = (tags: string[], key: string) =>
  tags.flatMap((tag) => (tag.includes(`="${key}"`) ? [tag.match(/content="([^"]*)"/)?.[1]] : []));

describe('headTags', () => {
  const tags = headTags({ meta, canonicalPath: '/pricing' }, config, preview);

  it('names the picture by its absolute URL on the site, with its size, type and text', () => {
    expect(contentOf(tags, 'og:image')).toEqual(['https://agency.example/og/referral/a%26b.png']);
    expect(contentOf(tags, 'twitter:image')).toEqual(['https://agency.example/og/referral/a%26b.png']);
    expect(contentOf(tags, 'og:image:width')).toEqual(['1200']);
    expect(contentOf(tags, 'og:image:height')).toEqual(['630']);
    expect(contentOf(tags, 'og:image:type')).toEqual(['image/png']);
    expect(contentOf(tags, 'og:image:alt')).toEqual(['Лола &quot;Л&quot; дарит вам скидку 15%']);
    expect(contentOf(tags, 'twitter:image:alt')).toEqual(['Лола &quot;Л&quot; дарит вам скидку 15%']);
  });

  it("asks for the large picture card and names the agency's brand as the site", () => {
    expect(contentOf(tags, 'twitter:card')).toEqual(['summary_large_image']);
    expect(contentOf(tags, 'og:site_name')).toEqual([company.name]);
    expect(company.name).toBe('AGENCY');
  });
});

describe('a page in two languages', () => {
  const linksOf = (tags: string[]) =>
    tags.flatMap((tag) => {
      const found = tag.match(/<link rel="alternate" hreflang="([^"]+)" href="([^"]+)"/);
      return found ? [[found[1], found[2]]] : [];
    });

  it('names its address in each language and the Russian one as the default, from either language', () => {
    const alternates = [
      ['ru', 'https://agency.example/pricing'],
      ['uz', 'https://agency.example/uz/pricing'],
      ['x-default', 'https://agency.example/pricing'],
    ];
    expect(linksOf(headTags({ meta, canonicalPath: '/pricing' }, config, preview))).toEqual(alternates);
    expect(
      linksOf(headTags({ meta, canonicalPath: '/uz/pricing', language: 'uz' }, config, preview)),
    ).toEqual(alternates);
    expect(linksOf(headTags({ meta, canonicalPath: '/uz', language: 'uz' }, config, preview))).toEqual([
      ['ru', 'https://agency.example/'],
      ['uz', 'https://agency.example/uz'],
      ['x-default', 'https://agency.example/'],
    ]);
  });

  it('says its locale and the other one', () => {
    const uzbek = headTags({ meta, canonicalPath: '/uz/pricing', language: 'uz' }, config, preview);
    expect(contentOf(uzbek, 'og:locale')).toEqual(['uz_UZ']);
    expect(contentOf(uzbek, 'og:locale:alternate')).toEqual(['ru_RU']);
    expect(contentOf(tags(), 'og:locale')).toEqual(['ru_RU']);
  });

  it('names no alternates for a page search engines should not list', () => {
    expect(
      linksOf(headTags({ meta, canonicalPath: '/uz/referral/lola', noindex: true }, config, preview)),
    ).toEqual([]);
  });

  const tags = () => headTags({ meta, canonicalPath: '/pricing' }, config, preview);
});
