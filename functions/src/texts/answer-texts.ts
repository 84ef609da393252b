import type { Language } from 'shared-data/core';
import ru from './ru';
import uz from './uz';

/** What the functions answer a visitor or an ambassador, in one language. */
type AnswerTexts = typeof ru;

/**
 * The functions' answers in each language. A server answers either, so both are imported here rather than loaded
 * as a book's chunks: the functions run on servers only.
 */
const answers: Readonly<Record<Language, AnswerTexts>> = { ru, uz };

/** The functions' answers in `language`. */
export const answerTexts = (language: Language): AnswerTexts => answers[language];
