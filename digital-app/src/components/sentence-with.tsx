import type { ReactNode } from 'react';

// Where the value stands in the sentence the book wrote: a character no text holds.
const slot = '\u0000';

/** Props of SentenceWith. */
export interface SentenceWithProps {
  /** A sentence of the book around one value, e.g. `(price) => \`Проекты от ${price}\``. */
  sentence: (value: string) => string;
  /** The value as the page marks it up (a price in bold). */
  children: ReactNode;
}

/**
 * A sentence of the book with its value in markup: each language writes the whole sentence, so the value stands
 * where its word order puts it (the Uzbek one ends after the price), never between separately translated pieces.
 */
export function SentenceWith({ sentence, children }: SentenceWithProps) {
  const [before, after] = sentence(slot).split(slot);
  return (
    <>
      {before}
      {children}
      {after}
    </>
  );
}
