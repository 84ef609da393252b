import { appElementId, type RemoteName } from 'shared-data/site';

/** The element a remote renders into: the shell provides `#app-<name>`; alone, it is created. */
export function appElement(name: RemoteName): HTMLElement {
  const id = appElementId(name);
  const existing = document.getElementById(id);
  if (existing) return existing;
  const element = document.createElement('div');
  element.id = id;
  (document.getElementById('app-root') ?? document.body).appendChild(element);
  return element;
}
