import type { CSSProperties } from 'react';
import { Toaster as SonnerToaster, toast as sonnerToast } from 'sonner';
import { colors } from '../../theme/colors';
import { zIndices } from '../../theme/sizes';
import { fonts } from '../../theme/typography';

/** Accessible name of the notifications region. */
export const toasterLabel = 'Уведомления';

/** How long a toast stays, in ms. */
export const toastDurationMs = 5000;

export interface ToasterProps {
  /** Default `top-center` on every screen. */
  position?: 'top-center' | 'top-right' | 'bottom-center' | 'bottom-right';
}

const palette = {
  '--normal-bg': colors.surface,
  '--normal-text': colors.text,
  '--normal-border': colors.border,
  '--success-bg': '#F0FDF4',
  '--success-text': colors.success,
  '--success-border': colors.success,
  '--error-bg': '#FEF2F2',
  '--error-text': colors.danger,
  '--error-border': colors.danger,
  fontFamily: fonts.body,
  zIndex: zIndices.toast,
} as CSSProperties;

/**
 * The notifications region (sonner): a polite live region labelled "Уведомления" that shows the toasts raised
 * with `toast`. Render it once per app, next to the app root.
 */
export function Toaster({ position = 'top-center' }: ToasterProps) {
  return (
    <SonnerToaster
      position={position}
      theme="light"
      richColors
      closeButton
      duration={toastDurationMs}
      customAriaLabel={toasterLabel}
      containerAriaLabel={toasterLabel}
      toastOptions={{ closeButtonAriaLabel: 'Закрыть уведомление' }}
      style={palette}
    />
  );
}

/** The one way forms and components tell the visitor how an action went; needs a `Toaster` in the app. */
export const toast = {
  /** A success notice, e.g. `toast.success('Заявка отправлена!', 'Мы свяжемся с вами…')`. */
  success(title: string, description?: string) {
    return sonnerToast.success(title, { description });
  },
  /** A destructive notice, e.g. `toast.error('Ошибка отправки', 'Попробуйте еще раз…')`. */
  error(title: string, description?: string) {
    return sonnerToast.error(title, { description });
  },
  /** Removes one toast by the id the calls above return, or every toast. */
  dismiss(id?: string | number) {
    sonnerToast.dismiss(id);
  },
};
