import type { FormikValues } from 'formik';
import type { ReactNode } from 'react';
import { Dialog } from '../../components/dialog';
import { FormBody, type FormBodyProps } from '../../forms/form-body';
import { constructorFormTexts } from './constructor-form-texts';

/** Props of ConstructorFormDialog: the dialog's and the form's. */
export type ConstructorFormDialogProps<Values extends FormikValues> = Omit<
  FormBodyProps<Values>,
  'submitLabel' | 'loadingLabel' | 'aria-label'
> & {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  description: string;
  /** Kept in view under the scrolling form, e.g. a running total. */
  footer?: ReactNode;
};

/** A wide dialog holding one constructor request form named by the dialog's title. */
export function ConstructorFormDialog<Values extends FormikValues>({
  open,
  onOpenChange,
  title,
  description,
  footer,
  ...form
}: ConstructorFormDialogProps<Values>) {
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title={title}
      description={description}
      footer={footer}
      size="lg"
    >
      <FormBody<Values>
        {...form}
        aria-label={title}
        submitLabel={constructorFormTexts.submit}
        loadingLabel={constructorFormTexts.sending}
      />
    </Dialog>
  );
}

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
  return (
    <FormBody<Values>
      {...form}
      aria-label={title}
      submitLabel={constructorFormTexts.submit}
      loadingLabel={constructorFormTexts.sending}
    />
  );
}
