import type { Language } from 'shared-data/core';
import ru from './ru';
import uz from './uz';

export type ShellServerTexts = typeof ru;

/** The shell's server words in each language: a server holds both, and answers each page in its path's. */
export const shellServerTexts: Readonly<Record<Language, ShellServerTexts>> = { ru, uz };
