/** Release id of the bundle that contains the reference, set at build time. */
declare const __RELEASE_ID__: string;
