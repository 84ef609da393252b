import type { ComponentProps } from 'react';
import type { DialogProps } from '../components/dialog';
import { FormKitFailure } from './form-kit-failure';
import type { FormKit } from './form-kit-loader';
import { formKitIfLoaded } from './form-kit-loader';
import { useFormKit } from './lazy-form-parts';

/**
 * The site's Dialog: it comes with the form kit (Formik, the fields its content may hold and the Radix dialog), so a
 * controlled dialog opens once the kit has arrived, loading it on the first open; when the kit cannot be loaded it
 * shows a notice with a retry instead. An uncontrolled one loads the kit at once and shows its trigger until then.
 */
export function FormReadyDialog(props: DialogProps) {
  const controlled = props.open !== undefined;
  const { kit, failed, retry } = useFormKit(!controlled || props.open === true);
  const BaseDialog = kit?.BaseDialog;
  if (!controlled) return BaseDialog ? <BaseDialog {...props} /> : (props.trigger ?? null);
  return (
    <>
      {BaseDialog ? <BaseDialog {...props} /> : null}
      {failed ? <FormKitFailure onRetry={retry} onClose={() => props.onOpenChange?.(false)} /> : null}
    </>
  );
}

/** Closes the dialog it is in (wrap a button with `asChild`); a dialog's content only renders once the kit is there. */
export function DialogClose(props: ComponentProps<FormKit['BaseDialogClose']>) {
  const Close = formKitIfLoaded()?.BaseDialogClose;
  return Close ? <Close {...props} /> : null;
}
