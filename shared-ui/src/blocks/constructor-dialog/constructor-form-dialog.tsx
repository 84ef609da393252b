import type { FormikValues } from 'formik';
import { sharedUiTexts, useTexts } from 'shared-ui';
import { FormBody, type FormBodyProps } from '../../forms/form-body';

/** Props of ConstructorForm: the form's, named by the title of the dialog it sits in. */
export type ConstructorFormProps<Values extends FormikValues> = Omit<
  FormBodyProps<Values>,
  'submitLabel' | 'loadingLabel' | 'aria-label'
> & { title: string };

/** A constructor request form inside a dialog the page rendered (`RequestDialog`), named by the dialog's title. */
export function ConstructorForm<Values extends FormikValues>({
  title,
  ...form
}: ConstructorFormProps<Values>) {
  const texts = useTexts(sharedUiTexts).constructorForm;
  return (
    <FormBody<Values> {...form} aria-label={title} submitLabel={texts.submit} loadingLabel={texts.sending} />
  );
}
