/** Release id of the bundle that contains the reference, set at build time. */
declare const __RELEASE_ID__: string;

/** Webpack's Module Federation runtime: offers this build's shared modules in the named share scope. */
declare const __webpack_init_sharing__: (scope: string) => Promise<void>;

/** Webpack's Module Federation runtime: the share scopes of the page, by name. */
declare const __webpack_share_scopes__: Record<string, unknown>;
