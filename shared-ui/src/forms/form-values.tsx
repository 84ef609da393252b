import { useFormikContext } from 'formik';
import type { ReactNode } from 'react';

/**
 * Renders what the form's current values show, for a part outside the form kit (the order dialog's promo code check):
 * Formik stays in the kit's chunk instead of being split out for that part.
 */
export function FormValues<Values>({ children }: { children: (values: Values) => ReactNode }) {
  return children(useFormikContext<Values>().values);
}
