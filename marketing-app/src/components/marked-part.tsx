import type { ReactNode } from 'react';

export interface MarkedPartProps {
  /** A whole sentence of the book. */
  text: string;
  /** The words of the sentence to mark up: a value it names, or the words of its link. */
  part: string;
  /** The marked-up part: `<strong>`, a link. */
  mark: (part: string) => ReactNode;
}

/**
 * A sentence with one of its parts marked up (a promo code in bold, a link). Each language writes its whole sentence,
 * the part wherever its words put it, and the part is found in it; a sentence without it is shown as it is. The last
 * occurrence is the part, as what a visitor typed may come before it.
 */
export function MarkedPart({ text, part, mark }: MarkedPartProps) {
  const at = text.lastIndexOf(part);
  if (!part || at < 0) return <>{text}</>;
  return (
    <>
      {text.slice(0, at)}
      {mark(part)}
      {text.slice(at + part.length)}
    </>
  );
}
