import React from 'react';
import ReactDOMClient from 'react-dom/client';
import type { AppStore, RuntimeConfig } from 'shared-data';
import type { AppProps, LifeCycles } from 'single-spa';
import singleSpaReact from 'single-spa-react';
import { AppCrash } from './app-crash';
import { AppFrame, appElement, type RemoteAppDefinition } from './app-frame';

/** Props the shell hands every app: the page's one store and the runtime config. */
export interface ShellProps {
  store: AppStore;
  config: RuntimeConfig;
}

/** The single-spa lifecycles a remote exposes as `./app`. */
export function createAppLifecycles(definition: RemoteAppDefinition): LifeCycles<ShellProps> {
  const lifecycles = singleSpaReact<ShellProps>({
    React,
    ReactDOMClient,
    rootComponent: ({ store, config }: ShellProps & AppProps) => (
      <AppFrame definition={definition} store={store} config={config} />
    ),
    errorBoundary: () => <AppCrash />,
    domElementGetter: () => appElement(definition.name),
  });
  return { bootstrap: lifecycles.bootstrap, mount: lifecycles.mount, unmount: lifecycles.unmount };
}
