import { hotUpdatesTable } from './hot-updates-report';

describe('the hot updates table', () => {
  it('holds saves updated in place to a second, and shows the reloading ones without a mark', () => {
    const table = hotUpdatesTable([
      { change: 'a shared-ui form', saves: 10, medianMs: 808, maxMs: 821, reloads: 0 },
      { change: "a remote's texts", saves: 10, medianMs: 1240, maxMs: 1400, reloads: 0 },
      { change: 'a server-rendered heading', saves: 10, medianMs: 1982, maxMs: 2525, reloads: 10 },
    ]);
    const rows = table.split('\n').slice(2);
    expect(rows[0]).toMatch(/a shared-ui form +\| +808 ✓ \| +821 \| +0 of 10 \|/);
    expect(rows[1]).toMatch(/1240 ✗/);
    expect(rows[2]).toMatch(/\| +1982 \| +2525 \| 10 of 10 \|/);
  });
});
