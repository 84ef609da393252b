import { type FinishedRequest, weighRequests } from './page-weight';

const finishedAt = (entries: [string, number, number][]) =>
  new Map<string, FinishedRequest>(entries.map(([id, bytes, at]) => [id, { bytes, at }]));

describe('weighRequests', () => {
  const types = new Map([
    ['1', 'Document'],
    ['2', 'Script'],
    ['3', 'Script'],
    ['4', 'Fetch'],
    ['5', 'Stylesheet'],
  ]);
  const finished = finishedAt([
    ['1', 3000, 10.1],
    ['2', 50_000, 10.4],
    ['3', 20_000, 11.2],
    ['4', 700, 11.3],
    ['5', 1200, 10.2],
    ['6', 90, 10.5],
  ]);

  it('adds up finished bytes by type and counts every request in the total', () => {
    expect(weighRequests(types, finished, 10.5)).toEqual({
      htmlBytes: 3000,
      jsBytes: 70_000,
      cssBytes: 1200,
      totalBytes: 74_990,
      requests: 6,
      beforeLoadBytes: 3000 + 50_000 + 1200 + 90,
      beforeLoadJsBytes: 50_000,
    });
  });

  it('leaves the requests that finished after the load event out of the bytes before it', () => {
    const weight = weighRequests(types, finished, 10.3);
    expect(weight.beforeLoadBytes).toBe(3000 + 1200);
    expect(weight.beforeLoadJsBytes).toBe(0);
    expect(weight.jsBytes).toBe(70_000);
  });

  it('knows no bytes before the load event of a page that never fired one', () => {
    const weight = weighRequests(types, finished, undefined);
    expect(weight.beforeLoadBytes).toBeNaN();
    expect(weight.beforeLoadJsBytes).toBeNaN();
    expect(weight.totalBytes).toBe(74_990);
  });

  it('reports no CSS when styles come with the scripts', () => {
    expect(weighRequests(new Map([['1', 'Script']]), finishedAt([['1', 100, 1]]), 2).cssBytes).toBe(0);
  });
});
