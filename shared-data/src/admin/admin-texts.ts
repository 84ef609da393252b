import type { LeadType } from '../schemas/lead-types';

/** Header that carries a manager's session token to the admin functions. */
export const adminTokenHeader = 'x-admin-token';

/** A manager's session lasts this long from sign-in, whatever is done with it. */
export const adminSessionHours = 12;

/** Where a lead is in the team's work. `won` on an order with a promo code credits its ambassador once. */
export const leadStatuses = ['new', 'in_progress', 'won', 'lost'] as const;
export type LeadStatus = (typeof leadStatuses)[number];

export const isLeadStatus = (value: unknown): value is LeadStatus =>
  leadStatuses.some((status) => status === value);

export const leadStatusLabels: Record<LeadStatus, string> = {
  new: 'Новая',
  in_progress: 'В работе',
  won: 'Сделка',
  lost: 'Отказ',
};

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

/** The verb on the button that moves a lead to a status. */
export const leadStatusActions: Record<LeadStatus, string> = {
  new: 'Вернуть в новые',
  in_progress: 'Взять в работу',
  won: 'Сделка заключена',
  lost: 'Отказ',
};

/** Short names of the lead types for lists and filters (the mail uses the longer `leadTypeLabels`). */
export const leadTypeShortLabels: Record<LeadType, string> = {
  plan_order: 'Тариф',
  consultation: 'Консультация',
  custom_plan: 'Индивидуальный тариф',
  calculator: 'Калькулятор',
  digital_constructor: 'Конструктор',
  service_order: 'Услуга',
  landing_consultation: 'Консультация (главная)',
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

export const adminMessages = {
  signedOut: 'Сессия закончилась. Войдите снова.',
  statusInvalid: 'Неизвестный статус заявки',
  typeInvalid: 'Неизвестный тип заявки',
  dateInvalid: `Нужна существующая дата с ${adminLimits.firstYear} по ${adminLimits.lastYear} год в формате ГГГГ-ММ-ДД`,
  dateRangeInvalid: 'Начало периода позже конца',
  searchTooLong: `Запрос не длиннее ${adminLimits.searchMaxLength} символов`,
  sourceTooLong: `Источник не длиннее ${adminLimits.sourceMaxLength} символов`,
  pageInvalid: 'Номер страницы — целое число от 1',
  pageSizeInvalid: `Строк на странице: ${adminLimits.pageSizes.join(', ')}`,
  idInvalid: 'Неверный номер заявки',
  moveNotAllowed: 'Так изменить статус нельзя',
  leadNotFound: 'Заявка не найдена',
  mailJobNotFound: 'Письмо не найдено',
  mailJobNotFailed: 'Это письмо не в списке неотправленных',
  eraseContactRequired: 'Укажите e-mail или телефон человека',
  eraseContactInvalid: 'Это не e-mail и не номер телефона',
  ownerFilterInvalid: 'Отбор по ответственному: только «мои»',
  dueFilterInvalid: 'Отбор по следующему контакту: только «на сегодня»',
  versionInvalid: 'Не указано, какую версию заявки вы видели. Обновите страницу.',
  ownerInvalid: 'Такого менеджера нет в списке',
  staleLead: 'Заявку только что изменил другой менеджер. Мы показали новые данные: проверьте их и повторите.',
  noteRequired: 'Напишите заметку',
  noteTooLong: `Заметка не длиннее ${adminLimits.noteMaxLength} символов`,
  commissionNone: 'За эту заявку комиссия не начислена',
} as const;
