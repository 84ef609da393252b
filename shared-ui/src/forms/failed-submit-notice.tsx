import { type FormikErrors, useFormikContext, yupToFormErrors } from 'formik';
import { useEffect, useRef } from 'react';
import type { Notice } from 'shared-data/catalog';
import { toast, usePageLanguage } from 'shared-ui';
import { type FormSchemaRef, resolveSchema } from './form-body';

/** Props of FailedSubmitNotice. */
export interface FailedSubmitNoticeProps<Values> {
  /** The form's schema: only a submit it refuses gets a notice (server answers are the submit handler's). */
  schema: FormSchemaRef;
  /** The notice for the schema's errors, or null to show none. */
  noticeFor: (errors: FormikErrors<Values>, values: Values) => Notice | null;
}

/**
 * Inside a FormBody: shows a destructive toast once per submit the schema refuses, e.g. "Заполните все
 * обязательные поля" when required contacts are missing. Renders nothing.
 */
export function FailedSubmitNotice<Values>({ schema, noticeFor }: FailedSubmitNoticeProps<Values>) {
  const { submitCount, values } = useFormikContext<Values>();
  const language = usePageLanguage();
  const handled = useRef(0);
  useEffect(() => {
    if (submitCount === handled.current) return;
    handled.current = submitCount;
    resolveSchema(schema, language)
      .then((read) => read.validate(values, { abortEarly: false }))
      .then(
        () => undefined,
        (error: unknown) => {
          const notice = noticeFor(yupToFormErrors<Values>(error), values);
          if (notice) toast.error(notice.title, notice.description);
        },
      );
  }, [submitCount, values, schema, noticeFor, language]);
  return null;
}
