import { type ComponentType, Suspense, useState } from 'react';
import { LoadBoundary, lazyComponent } from '../micro-frontend/lazy-component';
import { loadOnce } from '../micro-frontend/load-once';
import { FormKitFailure } from './form-kit-failure';
import { type FormKit, formKitCode, formKitIfLoaded } from './form-kit-loader';

type PartName = keyof FormKit;

function FormPart({ Part, props }: { Part: ComponentType<object>; props: object }) {
  const failed = (retry: () => void) => <FormKitFailure onRetry={retry} />;
  // With the kit in place (always on the server, and before a page with a form is hydrated) the part renders
  // without a boundary of its own: a form then hydrates as one piece, so a click on its button never finds its
  // fields still waiting.
  if (formKitIfLoaded())
    return (
      <LoadBoundary failed={failed}>
        <Part {...props} />
      </LoadBoundary>
    );
  return (
    <LoadBoundary failed={failed}>
      <Suspense fallback={<span aria-busy="true" hidden />}>
        <Part {...props} />
      </Suspense>
    </LoadBoundary>
  );
}

/** A part of the form kit that renders in place once the kit has arrived; until then an empty busy marker. */
export function lazyFormPart<Name extends PartName>(name: Name): FormKit[Name] {
  const Part = lazyComponent(formKitCode, name) as unknown as ComponentType<object>;
  const render = (props: object) => <FormPart Part={Part} props={props} />;
  return render as unknown as FormKit[Name];
}

/** What a dialog loaded on demand takes: whether it is open and how it asks to close. */
export interface DialogPartProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/**
 * A dialog whose code comes on demand: nothing until it is first opened, then the dialog once its code has arrived
 * (Suspense, no fallback), or a notice with a retry and a close when it cannot be loaded. A dialog that has not been
 * opened renders nothing on the server and in the browser alike, whatever code either has, so hydration matches.
 */
export function LazyDialog({
  Dialog,
  props,
}: {
  Dialog: ComponentType<DialogPartProps>;
  props: DialogPartProps;
}) {
  const [opened, setOpened] = useState(props.open);
  if (props.open && !opened) setOpened(true);
  if (!props.open && !opened) return null;
  return (
    <LoadBoundary
      failed={(retry) => <FormKitFailure onRetry={retry} onClose={() => props.onOpenChange(false)} />}
    >
      <Suspense fallback={null}>
        <Dialog {...props} />
      </Suspense>
    </LoadBoundary>
  );
}

/** A dialog of the form kit: loads the kit when first opened and opens once it arrived. */
export function lazyDialogPart<Name extends PartName>(name: Name): FormKit[Name] {
  const Dialog = lazyComponent(formKitCode, name) as unknown as ComponentType<DialogPartProps>;
  const render = (props: DialogPartProps) => <LazyDialog Dialog={Dialog} props={props} />;
  return render as unknown as FormKit[Name];
}

/**
 * An app's dialog whose code is fetched when it is first opened, from a module's named export:
 * `lazyDialog(() => import('./calculator-dialog'), 'CalculatorDialog')`. It renders nothing until then, opens once the
 * code has arrived and shows a notice with a retry when it cannot be loaded; `preload` fetches it ahead.
 */
export function lazyDialog<Module extends Record<Name, unknown>, Name extends keyof Module & string>(
  load: () => Promise<Module>,
  name: Name,
) {
  type Props = (Module[Name] extends ComponentType<infer Own> ? Own : never) & DialogPartProps;
  const code = loadOnce(load);
  const Dialog = lazyComponent(code, name) as unknown as ComponentType<DialogPartProps>;
  const render = (props: Props) => <LazyDialog Dialog={Dialog} props={props} />;
  return Object.assign(render, { preload: code.load });
}
