import type { Theme } from '@emotion/react';
import type { Ref } from 'react';
import { selectionLimits } from 'shared-data/configurators';
import { Button } from 'shared-ui';

/** Props of QuantityStepper. */
export interface QuantityStepperProps {
  /** Name of the item, read out with the buttons: "Уменьшить количество: Дизайн логотипа". */
  itemName: string;
  /** Current quantity, from 1. */
  quantity: number;
  /** Called with the new quantity; `0` (minus at 1) means the item is removed. */
  onChange: (quantity: number) => void;
  /** Largest quantity; default `selectionLimits.maxQuantity`. */
  max?: number;
  /** Ref of the plus button, e.g. to move focus onto it after the item was added. */
  incrementRef?: Ref<HTMLButtonElement>;
}

const stepperStyles = (theme: Theme) => ({
  margin: 0,
  padding: 0,
  border: 0,
  minWidth: 0,
  display: 'inline-flex',
  alignItems: 'center',
  gap: theme.space.xs,
});

const quantityStyles = (theme: Theme) => ({
  minWidth: '2ch',
  textAlign: 'center' as const,
  fontWeight: theme.fontWeights.semibold,
  fontVariantNumeric: 'tabular-nums',
});

/** Minus and plus buttons around a quantity that is announced when it changes; minus at 1 removes the item. */
export function QuantityStepper({
  itemName,
  quantity,
  onChange,
  max = selectionLimits.maxQuantity,
  incrementRef,
}: QuantityStepperProps) {
  return (
    <fieldset aria-label={`Количество: ${itemName}`} css={stepperStyles}>
      <Button
        variant="secondary"
        size="sm"
        aria-label={`Уменьшить количество: ${itemName}`}
        onClick={() => onChange(Math.max(0, quantity - 1))}
      >
        <span aria-hidden="true">−</span>
      </Button>
      <output aria-live="polite" css={quantityStyles}>
        {quantity}
      </output>
      <Button
        ref={incrementRef}
        variant="secondary"
        size="sm"
        aria-label={`Увеличить количество: ${itemName}`}
        disabled={quantity >= max}
        onClick={() => onChange(Math.min(max, quantity + 1))}
      >
        <span aria-hidden="true">+</span>
      </Button>
    </fieldset>
  );
}
