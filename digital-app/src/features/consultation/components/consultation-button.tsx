import { useState } from 'react';
import { Button, type ButtonSize, type ButtonVariant } from 'shared-ui';
import { ConsultationDialog } from 'shared-ui/forms';

/** Props of ConsultationButton: data only, as the page's server markup carries them to the island. */
export interface ConsultationButtonProps {
  label: string;
  size?: ButtonSize;
  variant?: ButtonVariant;
}

/** A button that opens the free consultation dialog: the part of a static section a visitor acts on. */
export function ConsultationButton({ label, size, variant }: ConsultationButtonProps) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button size={size} variant={variant} onClick={() => setOpen(true)}>
        {label}
      </Button>
      <ConsultationDialog open={open} onOpenChange={setOpen} />
    </>
  );
}
