import { useEffect, useRef } from 'react';
import { inboxTexts } from '../inbox-texts';

const texts = inboxTexts.live;

/** Keeps the count of waiting leads at the front of the tab's title, `(3) Заявки`, and puts the title back after. */
export function useWaitingInTitle(waiting: number | undefined) {
  const original = useRef<string | undefined>(undefined);
  useEffect(() => {
    original.current ??= document.title;
  }, []);
  useEffect(() => {
    if (waiting !== undefined && original.current !== undefined) {
      document.title = texts.title(waiting, original.current);
    }
  }, [waiting]);
  useEffect(
    () => () => {
      if (original.current !== undefined) document.title = original.current;
    },
    [],
  );
}
