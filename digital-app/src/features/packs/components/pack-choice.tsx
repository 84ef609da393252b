import { useState } from 'react';
import { Button } from 'shared-ui';
import { lazyDialog } from 'shared-ui/forms';
import { packButtonTexts } from '../pack-button-texts';

// The constructor comes with its price list (shared-data/configurators) when first opened.
const DigitalConstructorDialog = lazyDialog(
  () =>
    import(
      /* webpackChunkName: "digital-constructor-dialog" */ '../../digital-constructor/components/digital-constructor-dialog'
    ),
  'DigitalConstructorDialog',
);

/** The CONSTRUCTOR pack's button and the digital constructor it opens. */
export function PackChoice() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button fullWidth onClick={() => setOpen(true)}>
        {packButtonTexts.build}
      </Button>
      <DigitalConstructorDialog open={open} onOpenChange={setOpen} />
    </>
  );
}
