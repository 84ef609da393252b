/**
 * The federation as the page offers it to the shell: webpack's own Module Federation runtime (decision record 001).
 * A remote's `remoteEntry.js` defines a container under the remote's name; the shell hands it the page's one share
 * scope, where the shell's copies of the shared modules are already offered.
 */

/** A federation container as webpack builds it (`library: { type: 'global' }`). */
export interface FederationContainer {
  init(shareScope: unknown): Promise<void> | void;
  get(request: string): Promise<() => unknown>;
}

/** What loading a remote needs from the page it runs in. */
export interface FederationPage {
  /** The container a remote's script defined, if it ran. */
  container(name: string): FederationContainer | undefined;
  /** Runs a script; fails when it cannot be fetched or run. */
  loadScript(url: string): Promise<void>;
  /** The page's default share scope, with the shell's shared modules offered in it. */
  shareScope(): Promise<unknown>;
}

/** The container names the remotes' scripts define on the page's global object. */
const pageGlobals = globalThis as unknown as Record<string, FederationContainer | undefined>;

/**
 * A `<script>` element like the ones webpack adds for chunks, so the request matches the page's preload of the same
 * URL; it leaves the document once it ran or failed, and a failure leaves nothing behind for the next attempt.
 */
function loadScript(url: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const script = document.createElement('script');
    script.src = url;
    script.async = true;
    script.addEventListener('load', () => {
      script.remove();
      resolve();
    });
    script.addEventListener('error', () => {
      script.remove();
      reject(new Error(`${url} did not load`));
    });
    document.head.append(script);
  });
}

export const federationPage: FederationPage = {
  container: (name) => pageGlobals[name],
  loadScript,
  shareScope: async () => {
    await __webpack_init_sharing__('default');
    return __webpack_share_scopes__.default;
  },
};
