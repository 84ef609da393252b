import { type FormikErrors, type FormikTouched, getIn, useFormikContext } from 'formik';
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

/** What the fields showed when a press began: which were touched, their errors, and whether the form was sent. */
interface HeldState {
  touched: FormikTouched<unknown>;
  errors: FormikErrors<unknown>;
  submitCount: number;
}

const HeldContext = createContext<HeldState | null>(null);

/**
 * Keeps a press from being lost to a message that appears or goes above it. Leaving a field shows its message, or
 * takes away one its new value no longer earns, which moves everything below it; when the visitor leaves the field by
 * pressing the send button or a choice below, the target moves between the pointer's down and up and the click lands
 * beside it. So while a press that began with focus inside `form` is under way (pointer down until its click, a
 * cancel, or a moment after release), fields show messages by the touched set the press began with and keep the
 * messages they showed then; the changes appear once the press has ended (a new message also with the submit it
 * caused).
 */
export function PressHold({
  form,
  children,
}: {
  form: RefObject<HTMLFormElement | null>;
  children: ReactNode;
}) {
  const { touched, errors, submitCount } = useFormikContext();
  const now = useRef<HeldState>({ touched, errors, submitCount });
  now.current = { touched, errors, submitCount };
  const [held, setHeld] = useState<HeldState | null>(null);

  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const end = () => {
      clearTimeout(timer);
      setHeld(null);
    };
    const start = () => {
      clearTimeout(timer);
      if (form.current?.contains(document.activeElement)) setHeld(now.current);
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

  return <HeldContext.Provider value={held}>{children}</HeldContext.Provider>;
}

/**
 * How the field `name` shows its message: whether it counts as touched (Formik's touched, or the held set during a
 * press) and, during a press, the error it showed when the press began (to keep until the press ends).
 */
export function useHeldField(name: string, touched: boolean): { touched: boolean; heldError: unknown } {
  const held = useContext(HeldContext);
  if (!held) return { touched, heldError: undefined };
  const heldTouched = Boolean(getIn(held.touched, name));
  return {
    touched: heldTouched,
    heldError: heldTouched || held.submitCount > 0 ? getIn(held.errors, name) : undefined,
  };
}
