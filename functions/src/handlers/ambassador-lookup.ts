import type { AmbassadorLookupResult } from 'shared-data/core';
import { ambassadorExists } from '../ambassadors/queries';
import { parseBody } from '../http/body';
import type { Handler } from '../http/handler';
import { json } from '../http/responses';

/** `ambassador-lookup`: whether an e-mail is registered, and nothing of the record. */
export const ambassadorLookup: Handler = async (req, { db }) => {
  const input = await parseBody(req, (schemas) => schemas.ambassadorEmailSchema);
  if (!input.ok) {
    return input.response;
  }
  const body: AmbassadorLookupResult = { exists: await ambassadorExists(db, input.value.email) };
  return json(body);
};
