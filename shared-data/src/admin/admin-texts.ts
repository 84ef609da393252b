import type { LeadType } from '../schemas/lead-types';
import { adminLimits, type LeadStatus } from './admin-model';

export const leadStatusLabels: Record<LeadStatus, string> = {
  new: 'Новая',
  in_progress: 'В работе',
  won: 'Сделка',
  lost: 'Отказ',
};

/** The verb on the button that moves a lead to a status. */
export const leadStatusActions: Record<LeadStatus, string> = {
  new: 'Вернуть в новые',
  in_progress: 'Взять в работу',
  won: 'Сделка заключена',
  lost: 'Отказ',
};

/** Short names of the lead types for lists and filters (the team's mail and chat use longer ones). */
export const leadTypeShortLabels: Record<LeadType, string> = {
  plan_order: 'Тариф',
  consultation: 'Консультация',
  custom_plan: 'Индивидуальный тариф',
  calculator: 'Калькулятор',
  digital_constructor: 'Конструктор',
  service_order: 'Услуга',
  landing_consultation: 'Консультация (главная)',
};

export const adminMessages = {
  signedOut: 'Сессия закончилась. Войдите снова.',
  statusInvalid: 'Неизвестный статус заявки',
  typeInvalid: 'Неизвестный тип заявки',
  languageInvalid: 'Неизвестный язык заявки',
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
