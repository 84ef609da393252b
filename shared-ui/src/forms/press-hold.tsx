import { type FormikTouched, getIn, useFormikContext } from 'formik';
import {
  createContext,
  type ReactNode,
  type RefObject,
  useContext,
  useEffect,
  useRef,
  useState,
} from 'react';

/** How long after the pointer is released a press may still end in its click (a tap's click follows its pointerup). */
const clickAfterReleaseMs = 500;

const HeldTouchedContext = createContext<FormikTouched<unknown> | null>(null);

/**
 * Keeps a press from being lost to a message that appears under it. Leaving a field shows its message, which pushes
 * everything below it down; when the visitor leaves the field by pressing the send button, the button moves between
 * the pointer's down and up and the click lands beside it. So while a press that began with focus inside `form` is
 * under way (pointer down until its click, a cancel, or a moment after release), fields show messages by the touched
 * set the press began with; the held messages appear once the press has ended (or with the submit it caused).
 */
export function PressHold({
  form,
  children,
}: {
  form: RefObject<HTMLFormElement | null>;
  children: ReactNode;
}) {
  const { touched } = useFormikContext();
  const touchedNow = useRef(touched);
  touchedNow.current = touched;
  const [held, setHeld] = useState<FormikTouched<unknown> | null>(null);

  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const end = () => {
      clearTimeout(timer);
      setHeld(null);
    };
    const start = () => {
      clearTimeout(timer);
      if (form.current?.contains(document.activeElement)) setHeld(touchedNow.current);
    };
    const released = () => {
      clearTimeout(timer);
      timer = setTimeout(end, clickAfterReleaseMs);
    };
    // After the click's dispatch, not during it: a render in the middle would reset a controlled radio or checkbox
    // before React reads its change from this very click.
    const clicked = () => {
      clearTimeout(timer);
      timer = setTimeout(end, 0);
    };
    document.addEventListener('pointerdown', start, true);
    document.addEventListener('pointerup', released, true);
    document.addEventListener('pointercancel', end, true);
    document.addEventListener('click', clicked, true);
    return () => {
      clearTimeout(timer);
      document.removeEventListener('pointerdown', start, true);
      document.removeEventListener('pointerup', released, true);
      document.removeEventListener('pointercancel', end, true);
      document.removeEventListener('click', clicked, true);
    };
  }, [form]);

  return <HeldTouchedContext.Provider value={held}>{children}</HeldTouchedContext.Provider>;
}

/** Whether the field `name` counts as touched for its message: Formik's touched, or the held set during a press. */
export function useShownTouched(name: string, touched: boolean): boolean {
  const held = useContext(HeldTouchedContext);
  return held ? Boolean(getIn(held, name)) : touched;
}
