import { createRoot, type Root } from 'react-dom/client';
import { appElementId, type RemoteName } from 'shared-data/site';
import { renderedPathAttribute, type ShellProps } from 'shared-ui';
import type { AppProps, LifeCycles } from 'single-spa';
import { FallbackView } from './fallback-view';

type Props = ShellProps & AppProps;

/**
 * Lifecycles that stand in for a remote that could not load. single-spa keeps whatever the loader returned,
 * so these show the fallback and, when a retry loads the remote, hand over to the real lifecycles for good.
 */
export function createFallbackLifecycles(
  name: RemoteName,
  load: () => Promise<LifeCycles<ShellProps>>,
): LifeCycles<ShellProps> {
  let real: LifeCycles<ShellProps> | undefined;
  let root: Root | undefined;
  let mountedProps: Props | undefined;

  const element = () => {
    const found = document.getElementById(appElementId(name));
    if (!found) throw new Error(`#${appElementId(name)} is missing from the page`);
    return found;
  };

  const retry = async () => {
    const loaded = await load();
    const props = mountedProps;
    if (!props) return;
    root?.unmount();
    root = undefined;
    await callLifecycle(loaded.bootstrap, props);
    await callLifecycle(loaded.mount, props);
    real = loaded;
  };

  return {
    bootstrap: async () => undefined,
    mount: async (props) => {
      mountedProps = props;
      if (real) return callLifecycle(real.mount, props);
      // The server's markup of the page is replaced by the fallback: a later retry renders afresh, not hydrates.
      element().removeAttribute(renderedPathAttribute);
      root = createRoot(element());
      root.render(<FallbackView name={name} onRetry={retry} />);
    },
    unmount: async (props) => {
      mountedProps = undefined;
      if (real) return callLifecycle(real.unmount, props);
      root?.unmount();
      root = undefined;
    },
  };
}

async function callLifecycle(lifecycle: LifeCycles<ShellProps>['mount'], props: Props) {
  const fns = Array.isArray(lifecycle) ? lifecycle : [lifecycle];
  for (const fn of fns) await fn(props);
}
