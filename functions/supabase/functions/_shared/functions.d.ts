// The types of functions.js, the bundle of functions/src/edge (see its index.ts).

/** Serves the registry's function `name` with Deno.serve, as the Node gateway serves `/functions/v1/<name>`. */
export declare function serveFunction(name: string): void;

/** Serves the scheduled mail sender, protected by `MAIL_DISPATCH_SECRET`. */
export declare function serveMailDispatch(): void;
