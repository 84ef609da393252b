import type { ReactNode } from 'react';
import { Dialog } from '../../components/dialog';

/** Props of RequestDialog. */
export interface RequestDialogProps {
  /** The dialog's id, which the buttons that open it name (`opensDialog`). */
  id: string;
  title: string;
  description: string;
  /** The request form, an island of its own. */
  children: ReactNode;
}

/**
 * A wide dialog for a constructor request (the custom tariff), in the page's markup and closed until a button's
 * command opens it, without script; the form inside is an island (`ConstructorForm`).
 */
export function RequestDialog({ id, title, description, children }: RequestDialogProps) {
  return (
    <Dialog id={id} title={title} description={description} size="lg">
      {children}
    </Dialog>
  );
}
