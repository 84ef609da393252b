import type { CDPSession } from 'playwright-core';

/** The CPU slowdown of the interaction and navigation figures: Lighthouse's mobile default, the same on every host. */
export const interactionCpuSlowdown = 4;

/** The part of a Lighthouse throttling profile that DevTools-style throttling applies. */
export interface NetworkProfile {
  requestLatencyMs: number;
  downloadThroughputKbps: number;
  uploadThroughputKbps: number;
}

/**
 * A Lighthouse network profile as Lighthouse applies it to a live browser (`throttlingMethod: 'devtools'`,
 * core/lib/emulation.js): its per-request latency, and its throughputs in bytes per second.
 */
export function devtoolsConditions(profile: NetworkProfile) {
  return {
    offline: false,
    latency: profile.requestLatencyMs,
    downloadThroughput: Math.floor((profile.downloadThroughputKbps * 1024) / 8),
    uploadThroughput: Math.floor((profile.uploadThroughputKbps * 1024) / 8),
  };
}

/**
 * Slows the page's CPU `cpuSlowdown` times and, when asked, its network to Lighthouse's mobile profile
 * ("mobileSlow4G": 150 ms RTT, 1.6 Mbps down, 750 Kbps up, adjusted for request-level throttling); cache off.
 */
export async function throttle(
  cdp: CDPSession,
  cpuSlowdown: number,
  network: 'slow4G' | 'none',
): Promise<void> {
  await cdp.send('Network.enable');
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
  if (network === 'slow4G') {
    // Lighthouse is an ES module: loaded when a run needs it, so the pure parts load under Jest's CommonJS.
    const { throttling } = await import('lighthouse/core/config/constants.js');
    await cdp.send('Network.emulateNetworkConditions', devtoolsConditions(throttling.mobileSlow4G));
  }
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: cpuSlowdown });
}
