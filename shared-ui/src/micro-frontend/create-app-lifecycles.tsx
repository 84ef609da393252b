import React from 'react';
import ReactDOMClient from 'react-dom/client';
import type { AppStore, RuntimeConfig } from 'shared-data';
import type { AppProps, LifeCycles } from 'single-spa';
import singleSpaReact from 'single-spa-react';
import { AppCrash } from './app-crash';
import { AppFrame, appElement, type RemoteAppDefinition } from './app-frame';
import {
  dropPrerendered,
  hideWhileRendering,
  liveContainer,
  prerenderedAttribute,
  prerenderedFor,
  takeOver,
  whenPageReady,
} from './prerendered-takeover';

/** Props the shell hands every app: the page's one store and the runtime config. */
export interface ShellProps {
  store: AppStore;
  config: RuntimeConfig;
}

/** How long a prerendered page waits for the live render before handing over anyway. */
export const takeOverTimeoutMs = 5000;

/**
 * The single-spa lifecycles a remote exposes as `./app`. When the page arrived prerendered, the app renders out of
 * sight next to that markup and replaces it once its page is ready, so the visitor never sees a blank or a jump.
 */
export function createAppLifecycles(definition: RemoteAppDefinition): LifeCycles<ShellProps> {
  const lifecycles = singleSpaReact<ShellProps>({
    React,
    ReactDOMClient,
    rootComponent: ({ store, config }: ShellProps & AppProps) => (
      <AppFrame definition={definition} store={store} config={config} />
    ),
    errorBoundary: () => <AppCrash />,
    domElementGetter: () => liveContainer(appElement(definition.name)),
  });
  const mount = async (props: ShellProps & AppProps) => {
    const host = appElement(definition.name);
    const live = liveContainer(host);
    const prerendered = prerenderedFor(host, window.location.pathname);
    if (prerendered) hideWhileRendering(live);
    await lifecycles.mount(props);
    if (!prerendered) return;
    await whenPageReady(live, takeOverTimeoutMs);
    takeOver(prerendered, live);
  };
  const unmount = async (props: ShellProps & AppProps) => {
    const left = appElement(definition.name).querySelector<HTMLElement>(`:scope > [${prerenderedAttribute}]`);
    if (left) dropPrerendered(left);
    await lifecycles.unmount(props);
  };
  return { bootstrap: lifecycles.bootstrap, mount, unmount };
}
