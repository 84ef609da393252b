import type { LighthouseSummary } from './lighthouse-summary';
import type { PageWeight } from './page-weight';
import { failingAuditsList, formatReport, pagesTable, type RouteResult } from './report';

const weight = (jsKb: number): PageWeight => ({
  jsBytes: jsKb * 1024,
  cssBytes: 0,
  htmlBytes: 3 * 1024,
  totalBytes: (jsKb + 3) * 1024,
  requests: 12,
});

const lighthouse = (overrides: Partial<LighthouseSummary> = {}): LighthouseSummary => ({
  performance: 98,
  accessibility: 100,
  bestPractices: 100,
  seo: 100,
  lcpSeconds: 1.2,
  tbtMs: 30,
  cls: 0.001,
  runs: 3,
  failing: [],
  ...overrides,
});

const rows = (table: string) => table.split('\n').map((line) => line.split('|').map((cell) => cell.trim()));

describe('pagesTable', () => {
  it('prints the targets under the header and a ✓ or ✗ beside each figure', () => {
    const table = rows(
      pagesTable([
        { route: '/', weight: weight(120), lighthouse: lighthouse() },
        {
          route: '/pricing',
          weight: weight(200),
          lighthouse: lighthouse({
            performance: 80,
            accessibility: 96,
            lcpSeconds: 3.456,
            tbtMs: 250.4,
            cls: 0.1,
          }),
        },
      ]),
    );
    expect(table[0]).toEqual(expect.arrayContaining(['route', 'JS KB', 'Perf', 'LCP s', 'TBT ms', 'CLS']));
    expect(table[2]?.slice(1, -1)).toEqual([
      'target',
      '≤ 150 (`/`)',
      '',
      '',
      '≥ 95',
      '= 100',
      '= 100',
      '= 100',
      '≤ 1.5',
      '≤ 100',
      '≤ 0.02',
    ]);
    expect(table[3]?.slice(1, -1)).toEqual([
      '`/`',
      '120.0 ✓',
      '0.0',
      '3.0',
      '98 ✓',
      '100 ✓',
      '100 ✓',
      '100 ✓',
      '1.20 ✓',
      '30 ✓',
      '0.001 ✓',
    ]);
    expect(table[4]?.slice(1, -1)).toEqual([
      '`/pricing`',
      '200.0',
      '0.0',
      '3.0',
      '80 ✗',
      '96 ✗',
      '100 ✓',
      '100 ✓',
      '3.46 ✗',
      '250 ✗',
      '0.100 ✗',
    ]);
  });

  it('marks the home page JavaScript over budget', () => {
    const table = rows(pagesTable([{ route: '/', weight: weight(151), lighthouse: lighthouse() }]));
    expect(table[3]?.[2]).toBe('151.0 ✗');
  });
});

describe('failingAuditsList', () => {
  it('lists the failing audits under their route with the share of runs', () => {
    const results: RouteResult[] = [
      { route: '/', weight: weight(100), lighthouse: lighthouse() },
      {
        route: '/digital',
        weight: weight(100),
        lighthouse: lighthouse({
          seo: 92,
          failing: [
            { category: 'seo', id: 'meta-description', title: 'Document has a meta description', runs: 2 },
            {
              category: 'performance',
              id: 'largest-contentful-paint',
              title: 'Largest Contentful Paint',
              displayValue: '4.4 s',
              runs: 3,
            },
          ],
        }),
      },
    ];
    expect(failingAuditsList(results)).toBe(
      [
        '- `/digital`',
        '  - seo: `meta-description` — Document has a meta description (2/3 runs)',
        '  - performance: `largest-contentful-paint` — Largest Contentful Paint (4.4 s; 3/3 runs)',
      ].join('\n'),
    );
  });

  it('says so when nothing fails', () => {
    expect(failingAuditsList([{ route: '/', weight: weight(1), lighthouse: lighthouse() }])).toMatch(/^None/);
  });
});

describe('formatReport', () => {
  const base = {
    date: new Date('2026-11-21T10:00:00.000Z'),
    machine: { cores: 2, ramGb: 23, os: 'Debian GNU/Linux 12', node: 'v20.20.2', chromium: '156.0' },
    lighthouseVersion: '13.5.0',
    runs: 3,
  };

  it('opens with the ISO date and the machine', () => {
    const lines = formatReport(base).split('\n');
    expect(lines[0]).toBe('# Bench 2026-11-21T10:00:00.000Z');
    expect(lines[2]).toBe('Machine: 2 cores, 23 GB RAM, Debian GNU/Linux 12, Node v20.20.2, Chromium 156.0.');
  });

  it('prints only the parts that ran', () => {
    const text = formatReport({
      ...base,
      builds: [{ what: 'digital-app alone', seconds: 12.345 }],
      functions: {
        seconds: 10,
        rows: [
          {
            db: 'pglite',
            target: 'submit-application',
            requestsPerSecond: 812,
            p50: 55,
            p99: 140,
            non2xx: 0,
            errors: 0,
          },
        ],
      },
    });
    expect(text).not.toContain('## Pages');
    expect(text).toContain('## Functions throughput');
    expect(text).toMatch(/\| pglite \| `submit-application` \| +812 \|/);
    expect(text).toMatch(/\| digital-app alone \| +12\.3 \|/);
  });
});
