import { findRoute, matchesPath, ownsPath, routeTable } from './route-table';

describe('route table', () => {
  it('gives every spec route an owner', () => {
    const owners = Object.fromEntries(routeTable.map((r) => [r.path, r.app]));
    expect(owners).toMatchObject({
      '/': 'marketing-app',
      '/pricing': 'marketing-app',
      '/smm-services-tashkent': 'marketing-app',
      '/mobile-apps-uzbekistan': 'marketing-app',
      '/digital': 'digital-app',
      '/digital/services': 'digital-app',
      '/ambassador': 'ambassador-app',
      '/ambassador/:referralId': 'ambassador-app',
      '/referral/:referralId': 'ambassador-app',
    });
    expect(routeTable).toHaveLength(17);
  });

  it('matches parameters, trailing slashes and nothing more', () => {
    expect(matchesPath('/referral/:referralId', '/referral/abc123')).toBe(true);
    expect(matchesPath('/referral/:referralId', '/referral/')).toBe(false);
    expect(matchesPath('/digital', '/digital/')).toBe(true);
    expect(matchesPath('/digital', '/digital/services')).toBe(false);
    expect(matchesPath('/', '/')).toBe(true);
  });

  it('answers which app owns a path', () => {
    expect(ownsPath('ambassador-app', '/ambassador/x1')).toBe(true);
    expect(ownsPath('marketing-app', '/ambassador/x1')).toBe(false);
    expect(findRoute('/no-such-page')).toBeUndefined();
    expect(findRoute('/main.js')).toBeUndefined();
  });
});
