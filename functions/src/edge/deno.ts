/** The part of Deno's global API the Edge glue uses; typed here so the same files compile under tsc and Deno. */
export interface DenoApi {
  env: { toObject(): Record<string, string> };
  serve(handler: (request: Request) => Response | Promise<Response>): unknown;
}

/** Deno's global, or a clear error when this code is loaded elsewhere. */
export function deno(): DenoApi {
  const api = (globalThis as { Deno?: DenoApi }).Deno;
  if (!api) {
    throw new Error('The Edge entries run under Deno (Supabase Edge Functions or `deno run`)');
  }
  return api;
}
