/**
 * Serves a copy of `functions/supabase/functions` under Deno the way Supabase's edge runtime does: each entry's
 * `index.ts` runs as written and hands its handler to `Deno.serve`; requests to `/functions/v1/<name>` reach that
 * handler with the client's address appended to `X-Forwarded-For`, as the platform's proxy appends it.
 *
 *   deno run --allow-net --allow-env --allow-read host.ts <functions dir> <port>
 *
 * Prints `listening on http://127.0.0.1:<port>` when every entry is loaded. An entry that throws while loading
 * stops the host with its error, as a failed deploy would.
 */
type Handler = (request: Request) => Response | Promise<Response>;

const [functionsDir, portText = '0'] = Deno.args;
if (!functionsDir) {
  console.error('usage: host.ts <functions dir> [port]');
  Deno.exit(2);
}

const served = new Map<string, Handler>();
const realServe = Deno.serve;

for (const entry of [...Deno.readDirSync(functionsDir)].sort((a, b) => a.name.localeCompare(b.name))) {
  if (!entry.isDirectory || entry.name.startsWith('_')) {
    continue;
  }
  let handler: Handler | undefined;
  // The runtime owns the listener; an entry's Deno.serve(handler) registers the handler.
  Object.assign(Deno, {
    serve: (...args: unknown[]) => {
      handler = args.find((arg): arg is Handler => typeof arg === 'function');
      return { finished: Promise.resolve(), shutdown: () => Promise.resolve(), ref() {}, unref() {} };
    },
  });
  await import(new URL(`${entry.name}/index.ts`, `file://${Deno.realPathSync(functionsDir)}/`).href);
  if (!handler) {
    throw new Error(`${entry.name}/index.ts did not call Deno.serve`);
  }
  served.set(entry.name, handler);
}
Object.assign(Deno, { serve: realServe });

const notFound = () =>
  Response.json({ code: 'NOT_FOUND', message: 'Requested function was not found' }, { status: 404 });

Deno.serve(
  {
    hostname: '127.0.0.1',
    port: Number(portText),
    onListen: ({ port }) => console.log(`listening on http://127.0.0.1:${port} (${served.size} functions)`),
  },
  (request, info) => {
    const name = new URL(request.url).pathname.match(/^\/functions\/v1\/([^/]+)/)?.[1];
    const handler = name === undefined ? undefined : served.get(name);
    if (!handler) {
      return notFound();
    }
    const headers = new Headers(request.headers);
    const forwarded = headers.get('x-forwarded-for');
    const client = (info.remoteAddr as Deno.NetAddr).hostname;
    headers.set('x-forwarded-for', forwarded ? `${forwarded}, ${client}` : client);
    return handler(new Request(request, { headers }));
  },
);
