import type { FormikValues } from 'formik';
import type { ReactNode } from 'react';
import { renderWithTheme } from '../testing/render-with-theme';
import { FormBody, type FormSchema } from './form-body';

const acceptAll: FormSchema = { validate: async (value) => value, cast: (value) => value };

/** Test helper: renders fields inside a FormBody named "Форма" with a submit button "Отправить". */
export function renderInForm<Values extends FormikValues>(
  fields: ReactNode,
  {
    initialValues,
    schema = acceptAll,
    onSubmit = jest.fn(),
  }: { initialValues: Values; schema?: FormSchema; onSubmit?: jest.Mock },
) {
  const result = renderWithTheme(
    <FormBody<Values>
      aria-label="Форма"
      schema={schema}
      initialValues={initialValues}
      onSubmit={onSubmit}
      submitLabel="Отправить"
      loadingLabel="Отправка..."
    >
      {fields}
    </FormBody>,
  );
  return { ...result, onSubmit };
}
