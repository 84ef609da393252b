import {
  type AdminLeadFilter,
  adminLimits,
  displayPhone,
  languageNamesForTeam,
  leadSourceKeys,
  leadSourceLabels,
  leadStatusLabels,
  leadTypeShortLabels,
} from 'shared-data/core';
import type { Db } from '../db/port';
import { type CsvValue, toCsv } from './csv';
import {
  amountOf,
  formatCreated,
  type LeadRow,
  type LeadRowsWith,
  type LeadViewer,
  selectLeads,
} from './lead-query';

type LeadCsvColumn<Row> = { header: string; value: (row: Row) => CsvValue };

/** Every stored field under its column name, ISO times: for scripts and backups (`npm run admin export-leads`). */
const fieldColumns: readonly LeadCsvColumn<LeadRowsWith['fields']>[] = [
  { header: 'id', value: (row) => row.id },
  { header: 'created_at', value: (row) => row.created_at },
  { header: 'type', value: (row) => row.type },
  { header: 'status', value: (row) => row.status },
  { header: 'suspected', value: (row) => row.suspected },
  { header: 'suspected_reason', value: (row) => row.suspected_reason },
  { header: 'name', value: (row) => row.name },
  { header: 'email', value: (row) => row.email },
  { header: 'phone', value: (row) => row.phone },
  { header: 'plan_name', value: (row) => row.plan_name },
  { header: 'plan_price', value: (row) => row.plan_price },
  { header: 'promo_code', value: (row) => row.promo_code },
  { header: 'discount_amount', value: (row) => row.discount_amount },
  { header: 'final_price', value: (row) => row.final_price },
  { header: 'ambassador_id', value: (row) => row.ambassador_id },
  { header: 'ambassador_email', value: (row) => row.ambassador_email },
  ...leadSourceKeys.map((key) => ({
    header: key,
    value: (row: LeadRow) => row.source?.[key] ?? null,
  })),
  { header: 'consent_version', value: (row) => row.consent_version },
  { header: 'consent_at', value: (row) => row.consent_at },
  { header: 'language', value: (row) => row.language },
  { header: 'payload', value: (row) => row.payload },
];

/** What the team reads in Excel: Russian names, Tashkent times, notes in one cell (the inbox's export). */
const teamColumns: readonly LeadCsvColumn<LeadRowsWith['notes']>[] = [
  { header: 'Дата (Ташкент)', value: (row) => formatCreated(new Date(row.created_at)) },
  { header: 'Тип', value: (row) => leadTypeShortLabels[row.type] },
  { header: 'Статус', value: (row) => leadStatusLabels[row.status] },
  { header: 'Имя', value: (row) => row.name },
  { header: 'E-mail', value: (row) => row.email },
  { header: 'Телефон', value: (row) => (row.phone ? displayPhone(row.phone) : null) },
  { header: 'Язык', value: (row) => languageNamesForTeam[row.language] },
  { header: 'Тариф, пакет или услуга', value: (row) => row.plan_name },
  { header: 'Итого, сум', value: (row) => amountOf(row.final_price) },
  { header: 'Промокод', value: (row) => row.promo_code },
  { header: 'Подозрение на бота', value: (row) => (row.suspected ? (row.suspected_reason ?? 'да') : '') },
  { header: 'Ответственный', value: (row) => row.owner_email },
  { header: 'Следующий контакт', value: (row) => row.next_contact_on },
  { header: 'Заметки', value: (row) => row.notes },
  ...leadSourceKeys.map((key) => ({
    header: leadSourceLabels[key],
    value: (row: LeadRow) => row.source?.[key] ?? null,
  })),
  { header: 'Номер заявки', value: (row) => row.id },
];

export interface LeadCsvOptions {
  /**
   * `fields`: every lead, oldest first, every stored field (the command line). `team`: the filtered list as Excel
   * opens it in a Russian locale, newest first, at most `exportMaxRows` (the inbox).
   */
  format: 'fields' | 'team';
  filter?: AdminLeadFilter;
  viewer?: LeadViewer;
  /** `,` for the `fields` format unless told; the team's Excel reads `;`. */
  delimiter?: ',' | ';';
}

/** The leads as an RFC 4180 CSV document with a UTF-8 BOM (Excel reads Cyrillic names), in one of two shapes. */
export async function exportLeadsCsv(
  db: Db,
  { format, filter = {}, viewer, delimiter = format === 'team' ? ';' : ',' }: LeadCsvOptions,
): Promise<{ csv: string; count: number }> {
  if (format === 'team') {
    const rows = await selectLeads(db, filter, { viewer, limit: adminLimits.exportMaxRows, with: 'notes' });
    return { csv: toCsv(teamColumns, rows, delimiter), count: rows.length };
  }
  const rows = await selectLeads(db, filter, { viewer, order: 'oldest', with: 'fields' });
  return { csv: toCsv(fieldColumns, rows, delimiter), count: rows.length };
}
