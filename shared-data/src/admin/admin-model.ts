/** Header that carries a manager's session token to the admin functions. */
export const adminTokenHeader = 'x-admin-token';

/** A manager's session lasts this long from sign-in, whatever is done with it. */
export const adminSessionHours = 12;

/** Where a lead is in the team's work. `won` on an order with a promo code credits its ambassador once. */
export const leadStatuses = ['new', 'in_progress', 'won', 'lost'] as const;
export type LeadStatus = (typeof leadStatuses)[number];

export const isLeadStatus = (value: unknown): value is LeadStatus =>
  leadStatuses.some((status) => status === value);

/**
 * The moves a manager may make: a new lead is taken into work (or dropped as spam), a lead in work ends won or
 * lost, a lost lead may be taken up again. A won lead is final: its commission is paid.
 */
export const leadStatusMoves: Record<LeadStatus, readonly LeadStatus[]> = {
  new: ['in_progress', 'lost'],
  in_progress: ['won', 'lost', 'new'],
  won: [],
  lost: ['in_progress'],
};

export const adminLimits = {
  pageSizes: [25, 50, 100] as const,
  defaultPageSize: 50,
  searchMaxLength: 100,
  sourceMaxLength: 150,
  /** How often an open inbox asks for its page again, so a new lead shows within 15 s without a reload. */
  refreshMs: 10_000,
  /** The days «Сводка» covers, today included. */
  summaryDays: 30,
  /** The sources «Сводка» draws one by one; the others are summed up as one. */
  summarySources: 5,
  /** The ambassadors «Сводка» lists. */
  summaryAmbassadors: 5,
  /** The longest note on a lead. */
  noteMaxLength: 2000,
  /** The most rows one CSV export carries. */
  exportMaxRows: 50_000,
  /** The years a filter's day may be in (the database holds far more; a typo should not reach it). */
  firstYear: 2000,
  lastYear: 2100,
} as const;
