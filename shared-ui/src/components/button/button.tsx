import { type CSSObject, keyframes, type Theme } from '@emotion/react';
import type { ComponentPropsWithRef } from 'react';
import { AppLink } from '../app-link/app-link';

/** Visual emphasis of a button. */
export type ButtonVariant = 'primary' | 'secondary' | 'ghost';
/** Button size; even `sm` keeps the 44 px touch target. */
export type ButtonSize = 'sm' | 'md' | 'lg';

interface ButtonStyleProps {
  /** Default `primary`. */
  variant?: ButtonVariant;
  /** Default `md`. */
  size?: ButtonSize;
  /** Stretch to the width of the container. */
  fullWidth?: boolean;
}

/** A `<button>`; `type` defaults to "button" so that only an explicit submit button submits a form. */
export type NativeButtonProps = ButtonStyleProps &
  ComponentPropsWithRef<'button'> & {
    href?: undefined;
    /** Disables the button, marks it aria-busy and shows `loadingLabel` with a spinner. */
    loading?: boolean;
    /** Text shown while loading, e.g. "Отправка..."; the children stay when it is not given. */
    loadingLabel?: string;
    /**
     * Disabled or loading, the button stays focusable and in the Tab order: `aria-disabled`, its clicks (and a form's
     * implicit submission through it) ignored. For a form's send button, which a keyboard user may be on, or be
     * looking for, while the form's rule or a send under way disables it: a disabled button would drop the focus.
     */
    focusableWhenDisabled?: boolean;
  };

/** A link styled as a button; navigates within the site without a reload (see AppLink). */
export type LinkButtonProps = ButtonStyleProps & ComponentPropsWithRef<'a'> & { href: string };

export type ButtonProps = NativeButtonProps | LinkButtonProps;

const sizeStyles = (theme: Theme): Record<ButtonSize, CSSObject> => ({
  sm: { minHeight: theme.sizes.touchTarget, padding: `0 ${theme.space.md}`, fontSize: theme.fontSizes.sm },
  md: { minHeight: '48px', padding: `0 ${theme.space.lg}`, fontSize: theme.fontSizes.md },
  lg: { minHeight: '56px', padding: `0 ${theme.space.xl}`, fontSize: theme.fontSizes.lg },
});

const variantStyles = (theme: Theme): Record<ButtonVariant, CSSObject> => {
  const hover = (styles: CSSObject): CSSObject => ({
    '@media (hover: hover)': { '&:hover:not(:disabled):not([aria-disabled="true"])': styles },
  });
  return {
    primary: {
      background: theme.colors.primary,
      color: theme.colors.primaryContrast,
      ...hover({ background: theme.colors.primaryHover }),
    },
    secondary: {
      background: theme.colors.surface,
      color: theme.colors.primary,
      borderColor: theme.colors.primary,
      ...hover({ background: theme.colors.primarySubtle }),
    },
    ghost: {
      background: 'transparent',
      color: theme.colors.primary,
      ...hover({ background: theme.colors.primarySubtle }),
    },
  };
};

const spin = keyframes`
  to {
    transform: rotate(360deg);
  }
`;

const buttonStyles =
  ({ variant = 'primary', size = 'md', fullWidth = false }: ButtonStyleProps) =>
  (theme: Theme): CSSObject => ({
    display: fullWidth ? 'flex' : 'inline-flex',
    width: fullWidth ? '100%' : undefined,
    minWidth: theme.sizes.touchTarget,
    alignItems: 'center',
    justifyContent: 'center',
    gap: theme.space.xs,
    border: '2px solid transparent',
    borderRadius: theme.radii.md,
    fontFamily: 'inherit',
    fontWeight: theme.fontWeights.semibold,
    lineHeight: theme.lineHeights.snug,
    textAlign: 'center',
    textDecoration: 'none',
    cursor: 'pointer',
    transition: `background-color ${theme.transitions.fast}, color ${theme.transitions.fast}`,
    '&:disabled, &[aria-disabled="true"]': { cursor: 'not-allowed', opacity: 0.6 },
    ...sizeStyles(theme)[size],
    ...variantStyles(theme)[variant],
  });

const spinnerStyles: CSSObject = {
  width: '1em',
  height: '1em',
  flexShrink: 0,
  border: '2px solid currentColor',
  borderRightColor: 'transparent',
  borderRadius: '50%',
  animation: `${spin} 0.7s linear infinite`,
};

/** The action element of the design system: a `<button>`, or an in-site link when given `href`. */
export function Button(props: ButtonProps) {
  if (props.href !== undefined) {
    const { variant, size, fullWidth, ...linkProps } = props;
    return <AppLink {...linkProps} css={buttonStyles({ variant, size, fullWidth })} />;
  }
  const {
    variant,
    size,
    fullWidth,
    loading = false,
    loadingLabel,
    disabled,
    focusableWhenDisabled = false,
    type = 'button',
    children,
    ...buttonProps
  } = props;
  const off = Boolean(disabled || loading);
  const focusableOff = off && focusableWhenDisabled;
  return (
    <button
      {...buttonProps}
      type={type}
      disabled={off && !focusableWhenDisabled}
      aria-disabled={focusableOff || undefined}
      onClick={focusableOff ? (event) => event.preventDefault() : buttonProps.onClick}
      aria-busy={loading || undefined}
      css={buttonStyles({ variant, size, fullWidth })}
    >
      {loading ? (
        <>
          <span aria-hidden="true" css={spinnerStyles} />
          {loadingLabel ?? children}
        </>
      ) : (
        children
      )}
    </button>
  );
}

/** A row of buttons, centred, wrapping onto more lines on a narrow screen. */
export const buttonRowStyles = (theme: Theme): CSSObject => ({
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'center',
  gap: theme.space.sm,
});
