import { weighRequests } from './page-weight';

describe('weighRequests', () => {
  it('adds up finished bytes by type and counts every request in the total', () => {
    const types = new Map([
      ['1', 'Document'],
      ['2', 'Script'],
      ['3', 'Script'],
      ['4', 'Fetch'],
      ['5', 'Stylesheet'],
    ]);
    const finished = new Map([
      ['1', 3000],
      ['2', 50_000],
      ['3', 20_000],
      ['4', 700],
      ['5', 1200],
      ['6', 90],
    ]);
    expect(weighRequests(types, finished)).toEqual({
      htmlBytes: 3000,
      jsBytes: 70_000,
      cssBytes: 1200,
      totalBytes: 74_990,
      requests: 6,
    });
  });

  it('reports no CSS when styles come with the scripts', () => {
    expect(weighRequests(new Map([['1', 'Script']]), new Map([['1', 100]])).cssBytes).toBe(0);
  });
});
