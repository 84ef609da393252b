import type { ComponentType } from 'react';
import type { AppStore, RemoteName, RuntimeConfig } from 'shared-data';
import { Toaster } from '../components/toast';
import { AppProviders } from './app-providers';

export interface RemoteAppDefinition {
  /** The remote's name, equal to its folder and federation name. */
  name: RemoteName;
  /** Build id of the remote, shown as `data-release` so a redeploy can be told apart. */
  releaseId: string;
  /** The app's router and pages. */
  Root: ComponentType;
}

export interface AppFrameProps {
  definition: RemoteAppDefinition;
  store: AppStore;
  config: RuntimeConfig;
}

/** An app's tree: providers around its Root, marked with the app's name and release. */
export function AppFrame({ definition: { name, releaseId, Root }, store, config }: AppFrameProps) {
  return (
    <AppProviders store={store} config={config}>
      <div data-app={name} data-release={releaseId}>
        <Root />
        <Toaster />
      </div>
    </AppProviders>
  );
}

/** The element a remote renders into: the shell provides `#app-<name>`; alone, it is created. */
export function appElement(name: RemoteName): HTMLElement {
  const id = `app-${name}`;
  const existing = document.getElementById(id);
  if (existing) return existing;
  const element = document.createElement('div');
  element.id = id;
  (document.getElementById('app-root') ?? document.body).appendChild(element);
  return element;
}
