import { useState } from 'react';
import { Button } from 'shared-ui';
import { ConsultationDialog } from 'shared-ui/forms';

/** "Описать проект": opens the consultation dialog, where the visitor describes the project. */
export function DescribeProjectButton() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button size="lg" onClick={() => setOpen(true)}>
        Описать проект
      </Button>
      <ConsultationDialog open={open} onOpenChange={setOpen} />
    </>
  );
}
