import { request } from 'node:http';
import autocannon from 'autocannon';
import type { BenchSite } from './bench-site';
import { interleaved, mapSides, type Sided, type SiteSet } from './compare';

/** One side's figures of one flood of referral picture URLs from one client. */
export interface FloodSide {
  /** Requests per second the flooding client got answered, and how many were not 2xx. */
  floodPerSecond: number;
  floodNon2xx: number;
  /** `/pricing` from another client: before any flood, and during this one (ms). */
  pricingQuiet: Percentiles;
  pricingFlooded: Percentiles;
  /** Real referral pages nobody had opened, asked for during the flood by other clients: how many named their ambassador. */
  named: number;
  pages: number;
}

export interface Percentiles {
  p50: number;
  p99: number;
  samples: number;
}

/** One flood: one request in `namedEvery` asks for a real ambassador's picture; the others alternate made-up ids. */
export interface FloodMix {
  namedEvery: number;
  sides: Sided<FloodSide>;
}

export interface FloodResult {
  seconds: number;
  connections: number;
  /** Ambassadors whose pictures the floods ask for. */
  names: number;
  mixes: FloodMix[];
}

/** Who connects: the flood comes from 127.0.0.1; visitors, registrations and the sampler from addresses of their own. */
const sampler = '127.0.0.3';
const visitor = (index: number) => `127.0.2.${1 + (index % 250)}`;
const registrant = (index: number) => `127.0.1.${1 + Math.floor(index / 25)}`;
const crockford = '0123456789abcdefghjkmnpqrstvwxyz';
const syllables = [
  'ла',
  'ди',
  'ра',
  'ми',
  'на',
  'за',
  'ри',
  'ка',
  'бе',
  'ту',
  'ро',
  'ни',
  'са',
  'ли',
  'мо',
  'фа',
];

/** A first name of its own for each index: Cyrillic letters only, as a visitor would write one. */
export const benchName = (index: number) => {
  const letters = [0, 1, 2].map(
    (place) => syllables[Math.floor(index / syllables.length ** place) % syllables.length],
  );
  const name = letters.join('');
  return `${name.charAt(0).toUpperCase()}${name.slice(1)}`;
};

/** A made-up id of the shape registration gives (10 base32 characters) that no ambassador has. */
export const madeUpReferralId = (random = Math.random) =>
  Array.from({ length: 10 }, () => crockford[Math.floor(random() * crockford.length)]).join('');

/** The value at the `p`th percentile of the sorted figures. */
export const percentile = (sorted: readonly number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))] ?? Number.NaN;

const percentiles = (values: number[]): Percentiles => {
  const sorted = [...values].sort((a, b) => a - b);
  return {
    p50: Math.round(percentile(sorted, 50)),
    p99: Math.round(percentile(sorted, 99)),
    samples: sorted.length,
  };
};

/** An HTTP request on loopback from `from`, one connection each, as a separate visitor makes it. */
function loopback(port: number, path: string, from: string, body?: unknown) {
  return new Promise<{ status: number; text: string }>((resolve, reject) => {
    const payload = body === undefined ? undefined : JSON.stringify(body);
    const sent = request(
      {
        host: '127.0.0.1',
        port,
        path,
        localAddress: from,
        agent: false,
        method: payload ? 'POST' : 'GET',
        headers: payload ? { 'content-type': 'application/json' } : {},
        timeout: 30_000,
      },
      (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () =>
          resolve({ status: response.statusCode ?? 0, text: Buffer.concat(chunks).toString() }),
        );
      },
    );
    sent.on('timeout', () => sent.destroy(new Error(`${path}: no answer in 30 s`)));
    sent.on('error', reject);
    sent.end(payload);
  });
}

/**
 * Registers `count` ambassadors through the site's functions, 25 from each address (the functions let one client
 * register 30 a minute), 8 at a time; their referral ids in order.
 */
async function registerAmbassadors(site: BenchSite, count: number, first: number): Promise<string[]> {
  const ids: string[] = Array(count);
  let next = 0;
  const worker = async () => {
    while (next < count) {
      const index = next++;
      const number = first + index;
      const answer = await loopback(
        site.ports.functions,
        '/functions/v1/register-ambassador-simple',
        registrant(number),
        { name: `${benchName(number)} Тестова`, email: `flood-${number}@example.uz` },
      );
      if (answer.status !== 200)
        throw new Error(`registration ${number} answered ${answer.status}: ${answer.text}`);
      const { referral_link: link } = (JSON.parse(answer.text) as { ambassador: { referral_link: string } })
        .ambassador;
      ids[index] = new URL(link).pathname.split('/').pop() ?? '';
    }
  };
  await Promise.all(Array.from({ length: 8 }, worker));
  return ids;
}

/** `/pricing` from the sampler's address, every `everyMs`, until `until()`; the times in ms. */
async function samplePricing(site: BenchSite, everyMs: number, until: () => boolean): Promise<number[]> {
  const times: number[] = [];
  while (!until()) {
    const started = performance.now();
    const { status } = await loopback(site.ports.shell, '/pricing', sampler);
    if (status !== 200) throw new Error(`/pricing answered ${status}`);
    const took = performance.now() - started;
    times.push(took);
    await new Promise((resolve) => setTimeout(resolve, Math.max(0, everyMs - took)));
  }
  return times;
}

/**
 * The floods, one after the other: real ambassadors' pictures only (drawing is what they cost), then mostly made-up
 * ids (nine in ten: the functions' budget is what they spend).
 */
export const floodMixes = [1, 10] as const;

const genericTitle = '<title>Специальное предложение</title>';

/** Whether a referral landing's HTML names its ambassador in its title. */
export const namesAmbassador = (html: string) =>
  html.includes('<title>Специальное предложение от ') && !html.includes(genericTitle);

export interface FloodOptions {
  seconds: number;
  connections: number;
  /** Real ambassadors whose pictures the flood asks for, in turn. */
  names: number;
  /** Real referral pages opened during the flood, each once, by a visitor of its own. */
  pages: number;
}

/**
 * One flood for `seconds`: one client (autocannon, `connections` at full speed) asks for referral pictures, one in
 * `namedEvery` a real ambassador's (`named`, in turn), the others a made-up id of the real shape and a malformed one
 * alternately; meanwhile another client samples `/pricing` every 250 ms and other visitors open the `fresh` referral
 * pages, which nobody opened before, evenly spread.
 */
async function flood(
  site: BenchSite,
  options: FloodOptions,
  namedEvery: number,
  named: readonly string[],
  fresh: readonly string[],
) {
  let sent = 0;
  const nextPath = () => {
    sent += 1;
    if (sent % namedEvery === 0) return `/og/referral/${named[(sent / namedEvery) % named.length]}.png`;
    return sent % 2 === 1 ? `/og/referral/${madeUpReferralId()}.png` : `/og/referral/made-up-${sent}.png`;
  };
  let flooding = true;
  const done = autocannon({
    url: `http://127.0.0.1:${site.ports.shell}`,
    connections: options.connections,
    duration: options.seconds,
    requests: [{ method: 'GET', setupRequest: (request) => ({ ...request, path: nextPath() }) }],
  }).then((result) => {
    flooding = false;
    return result;
  });
  const flooded = samplePricing(site, 250, () => !flooding);
  const spacing = (options.seconds * 1000) / (fresh.length + 1);
  let namedPages = 0;
  for (const [index, id] of fresh.entries()) {
    await new Promise((resolve) => setTimeout(resolve, spacing));
    const page = await loopback(site.ports.shell, `/referral/${id}`, visitor(index));
    if (page.status === 200 && namesAmbassador(page.text)) namedPages += 1;
  }
  const result = await done;
  return {
    floodPerSecond: Math.round(result.requests.average),
    floodNon2xx: result.non2xx + result.errors,
    pricingFlooded: percentiles(await flooded),
    named: namedPages,
    pages: fresh.length,
  };
}

/** One side: registers the ambassadors, samples `/pricing` quietly, then runs each flood of `floodMixes`. */
async function floodSide(site: BenchSite, options: FloodOptions): Promise<FloodSide[]> {
  const named = await registerAmbassadors(site, options.names, 0);
  let left = 40;
  const pricingQuiet = percentiles(await samplePricing(site, 100, () => left-- <= 0));
  const sides: FloodSide[] = [];
  for (const [index, namedEvery] of floodMixes.entries()) {
    const fresh = await registerAmbassadors(site, options.pages, options.names + index * options.pages);
    sides.push({ pricingQuiet, ...(await flood(site, options, namedEvery, named, fresh)) });
  }
  return sides;
}

/** The floods on this worktree's site and, when there is one, the base's: one after the other, never at once. */
export async function benchFlood(sites: SiteSet, options: FloodOptions): Promise<FloodResult> {
  const runs = await interleaved(sites, 1, (site, side) => {
    console.log(`  flood: ${side}…`);
    return floodSide(site, options);
  });
  const mixes = floodMixes.map((namedEvery, index) => ({
    namedEvery,
    sides: mapSides(runs, ([measured]) => {
      const side = measured?.[index];
      if (!side) throw new Error('the flood measured nothing');
      return side;
    }),
  }));
  return { seconds: options.seconds, connections: options.connections, names: options.names, mixes };
}
