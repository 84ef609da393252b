import { type FormikErrors, useFormikContext } from 'formik';
import { useEffect, useRef } from 'react';
import type { Notice } from 'shared-data';
import { toast } from '../components/toast';

/** Props of FailedSubmitNotice. */
export interface FailedSubmitNoticeProps<Values> {
  /** The notice for a submit the schema refused, or null to show none. */
  noticeFor: (errors: FormikErrors<Values>, values: Values) => Notice | null;
}

/**
 * Inside a FormBody: shows a destructive toast once per refused submit, e.g. "Заполните все обязательные поля"
 * when required contacts are missing. Renders nothing.
 */
export function FailedSubmitNotice<Values>({ noticeFor }: FailedSubmitNoticeProps<Values>) {
  const { submitCount, isSubmitting, isValidating, errors, values } = useFormikContext<Values>();
  const handled = useRef(0);
  useEffect(() => {
    if (isSubmitting || isValidating || submitCount === handled.current) return;
    handled.current = submitCount;
    const notice = noticeFor(errors, values);
    if (notice) toast.error(notice.title, notice.description);
  }, [submitCount, isSubmitting, isValidating, errors, values, noticeFor]);
  return null;
}
