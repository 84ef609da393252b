import {
  type ComponentProps,
  cloneElement,
  type MouseEvent,
  type ReactElement,
  useEffect,
  useState,
} from 'react';
import type { SheetProps } from './sheet';
import { loadSheet, type SheetKit, sheetIfLoaded } from './sheet-loader';

type TriggerProps = { onClick?: (event: MouseEvent<HTMLElement>) => void };

/**
 * The Sheet, its code fetched on first use: a sheet with a trigger fetches it at once, a controlled one when first
 * opened; either opens as soon as the code has arrived. The trigger stays the same element throughout.
 */
export function LazySheet({ trigger, defaultOpen, open, onOpenChange, ...props }: SheetProps) {
  const [kit, setKit] = useState(sheetIfLoaded);
  const [innerOpen, setInnerOpen] = useState(defaultOpen === true);
  const isOpen = open ?? innerOpen;
  const wanted = isOpen || trigger !== undefined;
  useEffect(() => {
    if (!wanted || kit) return undefined;
    let live = true;
    loadSheet().then(
      (loaded) => live && setKit(loaded),
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, [wanted, kit]);
  const change = (next: boolean) => {
    if (open === undefined) setInnerOpen(next);
    onOpenChange?.(next);
  };
  const shownTrigger = trigger as ReactElement<TriggerProps & Record<string, unknown>> | undefined;
  return (
    <>
      {shownTrigger
        ? cloneElement(shownTrigger, {
            'aria-haspopup': 'dialog',
            'aria-expanded': isOpen && kit !== undefined,
            onClick: (event: MouseEvent<HTMLElement>) => {
              shownTrigger.props.onClick?.(event);
              change(true);
            },
          })
        : null}
      {kit ? <kit.Sheet {...props} open={isOpen} onOpenChange={change} /> : null}
    </>
  );
}

/** SheetClose of a lazily loaded Sheet; it only renders inside an open sheet, whose code is there by then. */
export function LazySheetClose(props: ComponentProps<SheetKit['SheetClose']>) {
  const Close = sheetIfLoaded()?.SheetClose;
  return Close ? <Close {...props} /> : null;
}
