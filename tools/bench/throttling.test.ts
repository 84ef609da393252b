import { devtoolsConditions } from './throttling';

describe('devtoolsConditions', () => {
  it("turns Lighthouse's slow 4G (adjusted for request-level throttling) into DevTools' bytes per second", () => {
    // mobileSlow4G: 150 ms × 3.75, 1.6 × 1024 Kbps × 0.9, 750 Kbps × 0.9.
    expect(
      devtoolsConditions({
        requestLatencyMs: 562.5,
        downloadThroughputKbps: 1474.56,
        uploadThroughputKbps: 675,
      }),
    ).toEqual({ offline: false, latency: 562.5, downloadThroughput: 188_743, uploadThroughput: 86_400 });
  });
});
