import {
  type ComponentProps,
  cloneElement,
  type MouseEvent,
  type ReactElement,
  Suspense,
  useEffect,
  useState,
} from 'react';
import { lazyComponent } from 'shared-ui';
import type { SheetProps } from './sheet';
import { type SheetKit, sheetCode } from './sheet-loader';

/** The Sheet itself, rendered once its code has arrived (inside Suspense). */
export const LoadedSheet = lazyComponent(sheetCode, 'Sheet');
const LoadedSheetClose = lazyComponent(sheetCode, 'SheetClose');

/** Preloads the Sheet's code (hover, focus), so it opens at once when asked. */
export const preloadSheet = () => {
  LoadedSheet.preload().catch(() => undefined);
};

/** Runs `onShown` once the Suspense boundary it is in shows its content, that is once the code it waits for arrived. */
export function WhenShown({ onShown }: { onShown: () => void }) {
  useEffect(() => onShown(), [onShown]);
  return null;
}

type TriggerProps = { onClick?: (event: MouseEvent<HTMLElement>) => void };

/**
 * The Sheet, its code fetched on first use: a sheet with a trigger fetches it at once, a controlled one when first
 * opened; either opens as soon as the code has arrived. The trigger stays the same element throughout.
 */
export function LazySheet({ trigger, defaultOpen, open, onOpenChange, ...props }: SheetProps) {
  const [shown, setShown] = useState(false);
  const [innerOpen, setInnerOpen] = useState(defaultOpen === true);
  const isOpen = open ?? innerOpen;
  const wanted = isOpen || trigger !== undefined || shown;
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
            'aria-expanded': isOpen && shown,
            onClick: (event: MouseEvent<HTMLElement>) => {
              shownTrigger.props.onClick?.(event);
              change(true);
            },
          })
        : null}
      {wanted ? (
        <Suspense fallback={null}>
          <LoadedSheet {...props} open={isOpen} onOpenChange={change} />
          {shown ? null : <WhenShown onShown={() => setShown(true)} />}
        </Suspense>
      ) : null}
    </>
  );
}

/** SheetClose of a lazily loaded Sheet; it only renders inside an open sheet, whose code is there by then. */
export function LazySheetClose(props: ComponentProps<SheetKit['SheetClose']>) {
  return <LoadedSheetClose {...props} />;
}
