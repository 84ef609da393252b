import { createContext, useContext } from 'react';
import { formGuard } from 'shared-data/forms';

/** The anti-bot fields a form sends with its values: the honeypot's text and when the form was opened (epoch ms). */
export interface FormGuardFields {
  [formGuard.honeypotField]: string;
  [formGuard.startedAtField]: number;
}

export const FormGuardContext = createContext<(() => FormGuardFields) | null>(null);

/** Inside a FormBody: a function that reads the current anti-bot fields, to send along with the values. */
export function useFormGuard(): () => FormGuardFields {
  const read = useContext(FormGuardContext);
  if (!read) {
    throw new Error('useFormGuard must be called inside a FormBody');
  }
  return read;
}
