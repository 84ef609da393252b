import { formatMoney, type LeadType } from 'shared-data/core';
import type { Db } from '../db/port';
import { countLeads, formatCreated, type LeadRow, selectLeads } from '../inbox/lead-query';
import { formatTable } from './table';

export interface ListLeadsOptions {
  limit?: number;
  type?: LeadType | undefined;
}

/** The newest leads (50 by default), optionally of one type, and how many there are in all. */
export async function listLeads(db: Db, { limit = 50, type }: ListLeadsOptions = {}) {
  const filter = type ? { type } : {};
  const [rows, total] = await Promise.all([selectLeads(db, filter, { limit }), countLeads(db, filter)]);
  return { rows, total };
}

/** The lead list as a terminal table. */
export function formatLeadTable(rows: readonly LeadRow[]): string {
  return formatTable<LeadRow>(
    [
      { header: 'id', value: (row) => row.id },
      { header: 'created (Tashkent)', value: (row) => formatCreated(row.created_at) },
      { header: 'type', value: (row) => row.type },
      { header: 'name', value: (row) => row.name, maxWidth: 24 },
      { header: 'contact', value: (row) => [row.email, row.phone].filter(Boolean).join(', '), maxWidth: 40 },
      { header: 'plan', value: (row) => row.plan_name ?? '', maxWidth: 24 },
      {
        header: 'final price',
        value: (row) => (row.final_price === null ? '' : formatMoney(row.final_price)),
        align: 'right',
      },
      { header: 'status', value: (row) => (row.suspected ? `${row.status} ⚠` : row.status) },
    ],
    rows,
  );
}
