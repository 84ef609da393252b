import { Dialog as BaseDialog, type DialogProps } from '../components/dialog';
import { FormKitFailure } from './form-kit-failure';
import { useFormKit } from './lazy-form-parts';

/**
 * The site's Dialog: a controlled dialog opens once the form kit (Formik and the fields its content may hold) has
 * arrived, loading it on the first open; when the kit cannot be loaded it shows a notice with a retry instead.
 */
export function FormReadyDialog(props: DialogProps) {
  const controlled = props.open !== undefined;
  const { kit, failed, retry } = useFormKit(props.open === true);
  if (!controlled) return <BaseDialog {...props} />;
  return (
    <>
      <BaseDialog {...props} open={props.open === true && kit !== undefined} />
      {failed ? <FormKitFailure onRetry={retry} onClose={() => props.onOpenChange?.(false)} /> : null}
    </>
  );
}
