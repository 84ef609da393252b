import { type ComponentType, Suspense, useContext, useEffect, useState } from 'react';
import { type LoadOnce, loadOnce } from 'shared-data/site';
import {
  type LazyComponent,
  LoadBoundary,
  lazyComponent,
  loadPageStore,
  PageStoreContext,
  WithStore,
} from 'shared-ui';
import { FormKitFailure } from './form-kit-failure';
import {
  type CoreFormKit,
  coreFormKitCode,
  type FormKit,
  formKitCode,
  formKitPartAttribute,
} from './form-kit-loader';

type PartName = keyof FormKit;

/**
 * An empty mark beside a part from beyond the kit's core, the same on the server and in the browser; a part of a kit
 * of its own names it (`kitName`), so its markup hydrates with that kit in place.
 */
const beyondCore = (kitName = '') => <span hidden {...{ [formKitPartAttribute]: kitName }} />;

function FormPart({
  Part,
  ready,
  core,
  kitName,
  props,
}: {
  Part: ComponentType<object>;
  ready: boolean;
  core: boolean;
  kitName: string | undefined;
  props: object;
}) {
  const part = <Part {...props} />;
  // With the kit in place (always on the server, and before a page with a form is hydrated) the part renders
  // without a boundary of its own: a form then hydrates as one piece, so a click on its button never finds its
  // fields still waiting.
  return (
    <>
      {core ? null : beyondCore(kitName)}
      <LoadBoundary failed={(retry) => <FormKitFailure onRetry={retry} />}>
        {ready ? part : <Suspense fallback={<span aria-busy="true" hidden />}>{part}</Suspense>}
      </LoadBoundary>
    </>
  );
}

/**
 * A part of a kit of form parts (`kit`) that renders in place once the kit has arrived; until then a busy marker.
 * A part from beyond the core (`core: false`) carries a mark that has its form hydrate with the whole kit, and with
 * the kit `kitName` names when it has one; `preload` fetches the kit ahead.
 */
export function kitFormPart<Kit extends Record<Name, unknown>, Name extends keyof Kit & string>(
  kit: LoadOnce<Kit>,
  name: Name,
  { core = false, kitName }: { core?: boolean; kitName?: string } = {},
): Kit[Name] & { preload: () => Promise<unknown> } {
  const Part = lazyComponent(kit, name) as unknown as ComponentType<object>;
  const render = (props: object) => (
    <FormPart Part={Part} ready={kit.ifLoaded() !== undefined} core={core} kitName={kitName} props={props} />
  );
  return Object.assign(render, { preload: kit.load }) as unknown as Kit[Name] & {
    preload: () => Promise<unknown>;
  };
}

/** A part of the form kit that renders in place once the kit has arrived; until then an empty busy marker. */
export const lazyFormPart = <Name extends PartName>(name: Name): FormKit[Name] =>
  kitFormPart(formKitCode, name);

/** A part of the kit's core (the form and its text fields): see lazyFormPart. */
export const lazyCoreFormPart = <Name extends keyof CoreFormKit>(name: Name): CoreFormKit[Name] =>
  kitFormPart(coreFormKitCode, name, { core: true });

/** What a dialog loaded on demand takes: whether it is open and how it asks to close. */
export interface DialogPartProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/**
 * A dialog whose code comes on demand: nothing until it is first opened, then the dialog once its code and the
 * page's store (every dialog sends a lead, some read the kept promo code) have arrived (Suspense, no fallback), or a
 * notice with a retry and a close when either cannot be loaded. A dialog that has not been opened renders nothing on
 * the server and in the browser alike, whatever code either has, so hydration matches.
 */
export function LazyDialog({
  Dialog,
  props,
  withStore = true,
}: {
  Dialog: LazyComponent<DialogPartProps>;
  props: DialogPartProps;
  /** The dialog holds a form or reads the store; a plain dialog (`withStore={false}`) loads its code alone. */
  withStore?: boolean;
}) {
  const [opened, setOpened] = useState(props.open);
  const pageStore = useContext(PageStoreContext);
  if (props.open && !opened) setOpened(true);
  // The dialog's code is fetched beside the store, not after it.
  useEffect(() => {
    if (opened)
      Promise.all([Dialog.preload(), withStore && pageStore ? loadPageStore(pageStore) : undefined]).catch(
        () => undefined,
      );
  }, [opened, Dialog, pageStore, withStore]);
  if (!props.open && !opened) return null;
  return (
    <LoadBoundary
      failed={(retry) => <FormKitFailure onRetry={retry} onClose={() => props.onOpenChange(false)} />}
    >
      <Suspense fallback={null}>
        {withStore ? (
          <WithStore>
            <Dialog {...props} />
          </WithStore>
        ) : (
          <Dialog {...props} />
        )}
      </Suspense>
    </LoadBoundary>
  );
}

/**
 * An app's dialog whose code is fetched when it is first opened, from a module's named export:
 * `lazyDialog(() => import('./calculator-dialog'), 'CalculatorDialog')`. It renders nothing until then, opens once the
 * code (and the page's store) has arrived and shows a notice with a retry when it cannot be loaded; `preload`
 * fetches it ahead. A dialog that sends nothing and reads no store says `{ withStore: false }`.
 */
export function lazyDialog<Module extends Record<Name, unknown>, Name extends keyof Module & string>(
  load: () => Promise<Module>,
  name: Name,
  { withStore = true }: { withStore?: boolean } = {},
) {
  type Props = (Module[Name] extends ComponentType<infer Own> ? Own : never) & DialogPartProps;
  const code = loadOnce(load);
  const Dialog = lazyComponent(code, name) as unknown as LazyComponent<DialogPartProps>;
  const render = (props: Props) => <LazyDialog Dialog={Dialog} props={props} withStore={withStore} />;
  return Object.assign(render, { preload: code.load });
}
