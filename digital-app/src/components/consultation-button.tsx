import { Button, type ButtonSize, type ButtonVariant, opensDialog } from 'shared-ui';
import { consultationDialogId } from 'shared-ui/layout';

/** Props of ConsultationButton. */
export interface ConsultationButtonProps {
  label: string;
  size?: ButtonSize;
  variant?: ButtonVariant;
}

/**
 * A button that opens the page's free consultation dialog (`ConsultationDialog`, rendered once by the page) by
 * itself, before and without script.
 */
export function ConsultationButton({ label, size, variant }: ConsultationButtonProps) {
  return (
    <Button size={size} variant={variant} {...opensDialog(consultationDialogId)}>
      {label}
    </Button>
  );
}
