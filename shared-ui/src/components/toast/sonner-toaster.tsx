import { type CSSProperties, useEffect } from 'react';
import { Toaster as SonnerToaster, toast as sonnerToast } from 'sonner';
import { sharedUiTexts } from '../../texts/book';
import { useTexts } from '../../texts/use-texts';
import { colors } from '../../theme/colors';
import { zIndices } from '../../theme/sizes';
import { fonts } from '../../theme/typography';
import { toastDurationMs } from './toast-texts';

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

export interface SonnerRegionProps {
  position: 'top-center' | 'top-right' | 'bottom-center' | 'bottom-right';
  /** Called once the region listens for toasts. */
  onReady: () => void;
}

/** The sonner notifications region, styled with the theme. */
export function SonnerRegion({ position, onReady }: SonnerRegionProps) {
  useEffect(onReady, [onReady]);
  const texts = useTexts(sharedUiTexts).toast;
  return (
    <SonnerToaster
      position={position}
      theme="light"
      richColors
      closeButton
      duration={toastDurationMs}
      customAriaLabel={texts.region}
      containerAriaLabel={texts.region}
      toastOptions={{ closeButtonAriaLabel: texts.close }}
      style={palette}
    />
  );
}

export { sonnerToast };
