import { json } from '../http/responses';
import { readSummary } from '../inbox/summary';
import { forManagers } from '../manager-sessions/guard';

/** `admin-summary`: «Сводка» of the last 30 Tashkent days (`readSummary`). */
export const adminSummary = forManagers(async (_req, { db }) => json(await readSummary(db)));
