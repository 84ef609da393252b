import {
  cleanConsentVersion,
  cleanLeadSource,
  describeLeadSource,
  keepVisitSource,
  storedVisitSource,
  visitSourceOf,
  visitSourceStorageKey,
} from 'shared-data/lead-source';

const memoryStorage = () => {
  const items = new Map<string, string>();
  return {
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, value),
  } as Storage;
};

describe('cleanLeadSource', () => {
  it('keeps tags, a referring host and a landing path that fit', () => {
    expect(
      cleanLeadSource({
        utm_source: ' google ',
        utm_medium: 'cpc',
        utm_campaign: 'осень\nскидки',
        utm_content: 'banner_1',
        utm_term: 'smm ташкент',
        referrer: 'Instagram.com',
        landing_path: '/pricing',
        name: 'not a source field',
      }),
    ).toEqual({
      utm_source: 'google',
      utm_medium: 'cpc',
      utm_campaign: 'осень скидки',
      utm_content: 'banner_1',
      utm_term: 'smm ташкент',
      referrer: 'instagram.com',
      landing_path: '/pricing',
    });
  });

  it.each([
    ['a 2 KB tag', { utm_source: 'x'.repeat(2048) }],
    ['a tag of one past the limit', { utm_campaign: 'к'.repeat(151) }],
    ['a tag of controls only', { utm_term: '\u0000\u200b\n' }],
    ['a tag that is no text', { utm_source: { $gt: '' } }],
    ['a javascript: referrer', { referrer: 'javascript:alert(1)' }],
    ['a referrer URL', { referrer: 'https://evil.example/path' }],
    ['a referrer with a space', { referrer: 'a b.uz' }],
    ['a landing path of another site', { landing_path: '//evil.example/' }],
    ['a landing path that is a URL', { landing_path: 'https://evil.example/' }],
    ['a landing path with a newline', { landing_path: '/pricing\n/x' }],
    ['a landing path of 301 characters', { landing_path: `/${'p'.repeat(300)}` }],
  ])('drops %s', (_, body) => {
    expect(cleanLeadSource(body)).toEqual({});
  });

  it('keeps a tag and a path at their limits', () => {
    expect(cleanLeadSource({ utm_source: 'к'.repeat(150), landing_path: `/${'p'.repeat(299)}` })).toEqual({
      utm_source: 'к'.repeat(150),
      landing_path: `/${'p'.repeat(299)}`,
    });
  });
});

describe('visitSourceOf and the kept visit', () => {
  const landing = new URL(
    'https://agency.uz/smm-services-tashkent?utm_source=telegram&utm_campaign=launch&x=1',
  );

  it('takes the first page’s tags and path and the referring host, but not the site itself', () => {
    expect(visitSourceOf(landing, 'https://t.me/agency')).toEqual({
      landing_path: '/smm-services-tashkent',
      utm_source: 'telegram',
      utm_campaign: 'launch',
      referrer: 't.me',
    });
    expect(visitSourceOf(landing, 'https://agency.uz/pricing').referrer).toBeUndefined();
    expect(visitSourceOf(landing, 'not a url').referrer).toBeUndefined();
  });

  it('keeps the first page of a visit and reads it back cleaned', () => {
    const storage = memoryStorage();
    keepVisitSource(storage, landing, '');
    keepVisitSource(storage, new URL('https://agency.uz/pricing?utm_source=other'), 'https://google.com/');
    expect(storedVisitSource(storage)).toEqual({
      landing_path: '/smm-services-tashkent',
      utm_source: 'telegram',
      utm_campaign: 'launch',
    });
  });

  it('reads nothing from a storage that is empty, missing or holds something else', () => {
    expect(storedVisitSource(undefined)).toEqual({});
    expect(storedVisitSource(memoryStorage())).toEqual({});
    const broken = memoryStorage();
    broken.setItem(visitSourceStorageKey, '{not json');
    expect(storedVisitSource(broken)).toEqual({});
  });
});

describe('describeLeadSource', () => {
  it('says where the visit came from in one line, leaving out what is not known', () => {
    expect(
      describeLeadSource({
        utm_source: 'google',
        utm_medium: 'cpc',
        referrer: 'google.com',
        landing_path: '/',
      }),
    ).toBe('метки: google / cpc; переход с google.com; первая страница /');
    expect(describeLeadSource({})).toBe('');
  });
});

describe('cleanConsentVersion', () => {
  it('keeps a policy date and drops anything else', () => {
    expect(cleanConsentVersion('2026-11-25')).toBe('2026-11-25');
    for (const value of ['', 'latest', '2026-11-25; drop table', 20261125, null]) {
      expect(cleanConsentVersion(value)).toBeNull();
    }
  });
});
