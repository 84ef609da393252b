import { Component, type ComponentType, type ReactNode, Suspense, use, useEffect, useState } from 'react';
import { FormKitFailure } from './form-kit-failure';
import { type FormKit, formKitIfLoaded, loadFormKit } from './form-kit-loader';

type PartName = keyof FormKit;

const isLoadError = (error: unknown) =>
  error instanceof Error &&
  (error.name === 'ChunkLoadError' || /loading chunk|failed to fetch/i.test(error.message));

class LoadBoundary extends Component<{ children: ReactNode }, { error: unknown }> {
  override state = { error: undefined as unknown };

  static getDerivedStateFromError(error: unknown) {
    return { error };
  }

  override render() {
    const { error } = this.state;
    if (error === undefined) return this.props.children;
    if (!isLoadError(error)) throw error;
    return <FormKitFailure onRetry={() => this.setState({ error: undefined })} />;
  }
}

function KitPart({ name, props }: { name: PartName; props: object }) {
  const kit = formKitIfLoaded() ?? use(loadFormKit());
  const Part = kit[name] as ComponentType<object>;
  return <Part {...props} />;
}

function FormPart({ name, props }: { name: PartName; props: object }) {
  // With the kit in place (always on the server, and before a page with a form is hydrated) the part renders
  // without a boundary of its own: a form then hydrates as one piece, so a click on its button never finds its
  // fields still waiting.
  if (formKitIfLoaded())
    return (
      <LoadBoundary>
        <KitPart name={name} props={props} />
      </LoadBoundary>
    );
  return (
    <LoadBoundary>
      <Suspense fallback={<span aria-busy="true" hidden />}>
        <KitPart name={name} props={props} />
      </Suspense>
    </LoadBoundary>
  );
}

/** A part of the form kit that renders in place once the kit has arrived; until then an empty busy marker. */
export function lazyFormPart<Name extends PartName>(name: Name): FormKit[Name] {
  const render = (props: object) => <FormPart name={name} props={props} />;
  return render as unknown as FormKit[Name];
}

/**
 * Loads the form kit once `wanted` turns true: `kit` once it arrived, `failed` when the load failed while still
 * wanted, and `retry` to try again.
 */
export function useFormKit(wanted: boolean) {
  const [state, setState] = useState(() => ({ kit: formKitIfLoaded(), failed: false }));
  useEffect(() => {
    if (!wanted || state.kit || state.failed) return;
    let live = true;
    loadFormKit().then(
      (kit) => live && setState({ kit, failed: false }),
      () => live && setState({ kit: undefined, failed: true }),
    );
    return () => {
      live = false;
    };
  }, [wanted, state.kit, state.failed]);
  return {
    kit: state.kit ?? formKitIfLoaded(),
    failed: wanted && state.failed,
    retry: () => setState({ kit: undefined, failed: false }),
  };
}

interface DialogPartProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

function DialogPart({ name, props }: { name: PartName; props: DialogPartProps }) {
  const { kit, failed, retry } = useFormKit(props.open);
  if (kit) {
    const Part = kit[name] as ComponentType<DialogPartProps>;
    return <Part {...props} />;
  }
  return failed ? <FormKitFailure onRetry={retry} onClose={() => props.onOpenChange(false)} /> : null;
}

/** A dialog of the form kit: loads the kit when first opened and opens once it arrived. */
export function lazyDialogPart<Name extends PartName>(name: Name): FormKit[Name] {
  const render = (props: DialogPartProps) => <DialogPart name={name} props={props} />;
  return render as unknown as FormKit[Name];
}
