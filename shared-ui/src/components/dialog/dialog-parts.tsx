import type { CSSObject, Interpolation, Theme } from '@emotion/react';
import { keyframes } from '@emotion/react';
import {
  cloneElement,
  createContext,
  type MouseEvent,
  type ReactElement,
  type ReactNode,
  useContext,
  useEffect,
  useId,
  useLayoutEffect,
  useRef,
} from 'react';
import { Icon, opensDialog, sharedUiTexts, usePageData, useTexts } from 'shared-ui';

const fadeIn = keyframes`
  from {
    opacity: 0;
  }
`;

/**
 * What every modal panel shares: the dimmed backdrop, and the text styles of the site rather than of the element it
 * sits in (a dialog is written where its button is, and would otherwise inherit a card's alignment or colour).
 */
const modalBaseStyles = (theme: Theme): CSSObject => ({
  padding: 0,
  border: 0,
  // The panel's body scrolls, not the panel: a scrolling panel would be a stop of its own for Tab.
  overflow: 'hidden',
  background: theme.colors.surface,
  color: theme.colors.text,
  fontSize: theme.fontSizes.md,
  fontWeight: theme.fontWeights.regular,
  fontStyle: 'normal',
  lineHeight: theme.lineHeights.normal,
  letterSpacing: 'normal',
  textAlign: 'start',
  textTransform: 'none',
  whiteSpace: 'normal',
  '&[open]': { display: 'flex', flexDirection: 'column' },
  // Shown open by the server (a form it refused, back with its messages): in place of the top layer, fixed over the
  // page with the backdrop's shade around it, until its close button closes it.
  '&[open]:not(:modal)': {
    position: 'fixed',
    inset: 0,
    zIndex: theme.zIndices.overlay,
    boxShadow: '0 0 0 100vmax rgba(15, 23, 42, 0.6)',
  },
  '&::backdrop': {
    background: 'rgba(15, 23, 42, 0.6)',
    '@media (prefers-reduced-motion: no-preference)': { animation: `${fadeIn} ${theme.transitions.normal}` },
  },
  '&:focus': { outline: 'none' },
});

/** The id of the dialog its content is in: what its close buttons name. */
const DialogIdContext = createContext<string | undefined>(undefined);

/** The icon button that closes a dialog or sheet, labelled "Закрыть" unless told otherwise. */
function CloseButton({ dialogId, label }: { dialogId: string; label?: string | undefined }) {
  const texts = useTexts(sharedUiTexts).dialog;
  return (
    <button
      type="button"
      command="close"
      commandfor={dialogId}
      aria-label={label ?? texts.close}
      css={(theme) => ({
        display: 'inline-flex',
        flexShrink: 0,
        alignItems: 'center',
        justifyContent: 'center',
        width: theme.sizes.touchTarget,
        height: theme.sizes.touchTarget,
        padding: 0,
        border: 0,
        borderRadius: theme.radii.md,
        background: 'transparent',
        color: theme.colors.text,
        cursor: 'pointer',
        transition: `background-color ${theme.transitions.fast}`,
        '@media (hover: hover)': { '&:hover': { background: theme.colors.surfaceAlt } },
      })}
    >
      <Icon name="close" />
    </button>
  );
}

/** The title row shared by Dialog and Sheet: title, optional description and the close button. */
function DialogHeader({
  dialogId,
  title,
  description,
  closeLabel,
}: {
  dialogId: string;
  title: ReactNode;
  description?: ReactNode;
  closeLabel?: string | undefined;
}) {
  return (
    <header
      css={(theme) => ({
        display: 'flex',
        alignItems: 'flex-start',
        gap: theme.space.md,
        padding: `${theme.space.md} ${theme.space.md} 0 ${theme.space.lg}`,
      })}
    >
      <div css={(theme) => ({ flex: 1, paddingTop: theme.space.xs })}>
        <h2
          id={`${dialogId}-title`}
          css={(theme) => ({
            margin: 0,
            fontSize: theme.fontSizes.xl,
            fontWeight: theme.fontWeights.bold,
            lineHeight: theme.lineHeights.snug,
            [theme.mq.md]: { fontSize: theme.fontSizes['2xl'] },
          })}
        >
          {title}
        </h2>
        {description ? (
          <p
            id={`${dialogId}-description`}
            css={(theme) => ({ margin: `${theme.space.xs} 0 0`, color: theme.colors.textMuted })}
          >
            {description}
          </p>
        ) : null}
      </div>
      <CloseButton dialogId={dialogId} label={closeLabel} />
    </header>
  );
}

/** What every modal (Dialog, Sheet) accepts. */
export interface ModalProps {
  /**
   * The element's id, which the buttons that open it name (`DialogButton`, `commandfor`). Give one when the page
   * renders the dialog and its buttons apart; without it the dialog makes its own.
   */
  id?: string;
  /** Heading of the panel; it names it for assistive technology. */
  title: ReactNode;
  /** Optional text under the title; it describes the panel. */
  description?: ReactNode;
  children?: ReactNode;
  /** Open state set from script; pair with `onOpenChange`. Without it the platform alone opens and closes it. */
  open?: boolean;
  /** Told when the panel opens or closes, whoever did it (a button's command, Escape, the backdrop, script). */
  onOpenChange?: (open: boolean) => void;
  /** Shown when first rendered in the browser. */
  defaultOpen?: boolean;
  /** A button that opens the panel; it gets the command that does so, and focus returns to it on close. */
  trigger?: ReactElement;
  /** Accessible name of the close button; default "Закрыть". */
  closeLabel?: string;
  /**
   * A panel of text alone, with nothing in its body to focus: the body takes the focus itself, so a keyboard can
   * scroll it.
   */
  textOnly?: boolean;
}

export interface ModalFrameProps {
  id?: string | undefined;
  title: ReactNode;
  description?: ReactNode | undefined;
  children?: ReactNode;
  open?: boolean | undefined;
  onOpenChange?: ((open: boolean) => void) | undefined;
  defaultOpen?: boolean | undefined;
  trigger?: ReactElement | undefined;
  closeLabel?: string | undefined;
  textOnly?: boolean | undefined;
  /** Placement and look of the panel (centred dialog, side sheet). */
  panelCss: Interpolation<Theme>;
  bodyCss: Interpolation<Theme>;
  footer?: ReactNode;
}

/**
 * What Dialog and Sheet share: a native `<dialog>` in place, closed until a button's command (`show-modal`), the
 * `trigger` or `open` shows it as a modal. The browser then does the rest without script: the page behind is inert,
 * focus moves in and returns to the opener on close, Escape, the backdrop (`closedby="any"`) and the close button
 * (`command="close"`) close it, and the global styles stop the page from scrolling. The early script brings the
 * commands and the backdrop to browsers that lack them.
 */
export function ModalFrame({
  id,
  title,
  description,
  children,
  open,
  onOpenChange,
  defaultOpen,
  trigger,
  closeLabel,
  textOnly,
  panelCss,
  bodyCss,
  footer,
}: ModalFrameProps) {
  const madeId = useId();
  const dialogId = id ?? `dialog-${madeId}`;
  // The page comes back from a post the server refused with the form's dialog open.
  const shownByTheServer = usePageData().form?.dialog === dialogId;
  const ref = useRef<HTMLDialogElement>(null);
  const changed = useRef(onOpenChange);
  changed.current = onOpenChange;

  useLayoutEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) dialog.showModal();
    else if (open === false && dialog.open) dialog.close();
  }, [open]);
  const opensAtFirst = useRef(defaultOpen === true && open === undefined);
  useLayoutEffect(() => {
    if (opensAtFirst.current && !ref.current?.open) ref.current?.showModal();
  }, []);
  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    const onClose = () => changed.current?.(false);
    const onToggle = (event: Event) => {
      if ((event as ToggleEvent).newState === 'open') changed.current?.(true);
    };
    dialog.addEventListener('close', onClose);
    dialog.addEventListener('toggle', onToggle);
    return () => {
      dialog.removeEventListener('close', onClose);
      dialog.removeEventListener('toggle', onToggle);
    };
  }, []);

  return (
    <DialogIdContext.Provider value={dialogId}>
      {trigger ? cloneElement(trigger as ReactElement<Record<string, unknown>>, opensDialog(dialogId)) : null}
      <dialog
        ref={ref}
        id={dialogId}
        open={shownByTheServer || undefined}
        closedby="any"
        aria-labelledby={`${dialogId}-title`}
        aria-describedby={description ? `${dialogId}-description` : undefined}
        css={[modalBaseStyles, panelCss]}
      >
        <DialogHeader dialogId={dialogId} title={title} description={description} closeLabel={closeLabel} />
        <div css={bodyCss} tabIndex={textOnly ? 0 : undefined}>
          {children}
        </div>
        {footer}
      </dialog>
    </DialogIdContext.Provider>
  );
}

type ClosingChild = ReactElement<{
  onClick?: (event: MouseEvent<HTMLElement>) => void;
  href?: string;
}>;

/**
 * Has its one child close the dialog or sheet it is in as well as do its own thing: a button by the platform's
 * `close` command, a link (a menu item to a section of this page) as it is followed.
 */
export function ModalClose({ children }: { children: ClosingChild; asChild?: boolean }) {
  const dialogId = useContext(DialogIdContext);
  if (!dialogId) return children;
  if (children.props.href === undefined) {
    return cloneElement(children as ReactElement<Record<string, unknown>>, {
      command: 'close',
      commandfor: dialogId,
    });
  }
  return cloneElement(children, {
    onClick: (event: MouseEvent<HTMLElement>) => {
      children.props.onClick?.(event);
      const dialog = event.currentTarget.ownerDocument.getElementById(dialogId);
      if (dialog instanceof HTMLDialogElement) dialog.close();
    },
  });
}
