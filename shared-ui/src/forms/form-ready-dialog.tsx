import { type ComponentProps, Suspense } from 'react';
import { type LazyComponent, LoadBoundary, lazyComponent } from 'shared-ui';
import type { DialogProps } from '../components/dialog';
import { type FormKit, formKitCode } from './form-kit-loader';
import { LazyDialog } from './lazy-form-parts';

const BaseDialog = lazyComponent(formKitCode, 'BaseDialog') as LazyComponent<DialogProps>;
const BaseDialogClose = lazyComponent(formKitCode, 'BaseDialogClose');

/**
 * The site's Dialog: it comes with the form kit (Formik, the fields its content may hold and the Radix dialog), so a
 * controlled dialog opens once the kit has arrived, loading it on the first open; when the kit cannot be loaded it
 * shows a notice with a retry instead. An uncontrolled one loads the kit at once and shows its trigger until then.
 */
export function FormReadyDialog(props: DialogProps) {
  const { open, onOpenChange } = props;
  if (open === undefined)
    return (
      <LoadBoundary failed={() => props.trigger ?? null}>
        <Suspense fallback={props.trigger ?? null}>
          <BaseDialog {...props} />
        </Suspense>
      </LoadBoundary>
    );
  return (
    <LazyDialog
      withStore={false}
      Dialog={BaseDialog as LazyComponent<{ open: boolean; onOpenChange: (open: boolean) => void }>}
      props={{ ...props, open, onOpenChange: (next) => onOpenChange?.(next) }}
    />
  );
}

/** Closes the dialog it is in (wrap a button with `asChild`); a dialog's content only renders once the kit is there. */
export function DialogClose(props: ComponentProps<FormKit['BaseDialogClose']>) {
  return <BaseDialogClose {...props} />;
}
