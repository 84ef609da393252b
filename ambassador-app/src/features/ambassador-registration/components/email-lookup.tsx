import { useEffect, useRef } from 'react';
import { usePageLanguage } from 'shared-ui';
import { loadFormSchemas, useDebouncedValue, useMutationOnDemand } from 'shared-ui/forms';

/** How long the e-mail must stay unchanged before it is looked up, in ms. */
const emailLookupDelayMs = 600;

export interface EmailLookupProps {
  /** The e-mail field's current value. */
  email: string;
  /** Called when the typed e-mail belongs to a registered ambassador. */
  onRegistered: (email: string) => void;
}

/**
 * Beside the registration form's e-mail field: once the typed e-mail settles, is valid and differs from the last one checked,
 * asks `ambassador-lookup` whether it is registered (the answer carries nothing of the record). Renders nothing.
 */
export function EmailLookup({ email, onRegistered }: EmailLookupProps) {
  const settled = useDebouncedValue(email.trim(), emailLookupDelayMs);
  const lastChecked = useRef('');
  const report = useRef(onRegistered);
  report.current = onRegistered;
  const lookup = useMutationOnDemand((api) => api.ambassadorApi.endpoints.lookupAmbassador);
  // The page's schemas: the check needs no message, and an Uzbek page loads no Russian book for it.
  const language = usePageLanguage();

  useEffect(() => {
    if (settled === '' || settled === lastChecked.current) return;
    let current = true;
    loadFormSchemas(language)
      .then(({ ambassadorEmailSchema }) => {
        if (!current || !ambassadorEmailSchema.isValidSync({ email: settled })) return undefined;
        lastChecked.current = settled;
        return lookup({ email: settled });
      })
      .then(
        (answer) => {
          if (current && answer?.exists) report.current(settled);
        },
        () => undefined,
      );
    return () => {
      current = false;
    };
  }, [settled, lookup, language]);

  return null;
}
