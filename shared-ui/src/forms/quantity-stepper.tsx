import type { CSSObject, Theme } from '@emotion/react';
import { selectionLimits } from 'shared-data/configurators';
import { Button, sharedUiTexts, useTexts, useTypedBeforeHydration } from 'shared-ui';

/** Props of QuantityStepper. */
export interface QuantityStepperProps {
  /** Name of the item, read out with the field and the buttons: "Уменьшить количество: Дизайн логотипа". */
  itemName: string;
  /** The field's name as a form posts it, e.g. `selection.logo-design`. */
  name: string;
  /** Current quantity, from 0 (not picked). */
  quantity: number;
  /** Called with the new quantity; `0` means the item is not picked. */
  onChange: (quantity: number) => void;
  /** Largest quantity; default `selectionLimits.maxQuantity`. */
  max?: number;
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

const quantityStyles = (theme: Theme): CSSObject => ({
  width: '4.5ch',
  minHeight: theme.sizes.touchTarget,
  padding: `0 ${theme.space.xxs}`,
  border: `1px solid ${theme.colors.border}`,
  borderRadius: theme.radii.md,
  background: theme.colors.surface,
  color: theme.colors.text,
  font: 'inherit',
  fontWeight: theme.fontWeights.semibold,
  fontVariantNumeric: 'tabular-nums',
  textAlign: 'center',
  MozAppearance: 'textfield',
  '&::-webkit-inner-spin-button, &::-webkit-outer-spin-button': { WebkitAppearance: 'none', margin: 0 },
});

/** The quantity a typed text stands for: whole, within 0…max; what is no number is 0. */
const typedQuantity = (text: string, max: number) => {
  const value = Math.trunc(Number(text));
  return Number.isFinite(value) ? Math.min(max, Math.max(0, value)) : 0;
};

/**
 * A quantity field between minus and plus buttons. The field is a native number input named `name`, so a form
 * posted without script carries what the visitor typed in it; with script the buttons step it, and an empty field
 * or 0 is an item not picked.
 */
export function QuantityStepper({
  itemName,
  name,
  quantity,
  onChange,
  max = selectionLimits.maxQuantity,
}: QuantityStepperProps) {
  const ref = useTypedBeforeHydration<HTMLInputElement>(quantity > 0 ? String(quantity) : '', (typed) =>
    onChange(typedQuantity(typed, max)),
  );
  const texts = useTexts(sharedUiTexts).quantity;
  return (
    <fieldset aria-label={texts.field(itemName)} css={stepperStyles}>
      <Button
        variant="secondary"
        size="sm"
        aria-label={texts.decrease(itemName)}
        disabled={quantity <= 0}
        onClick={() => onChange(Math.max(0, quantity - 1))}
      >
        <span aria-hidden="true">−</span>
      </Button>
      <input
        ref={ref}
        type="number"
        name={name}
        min={0}
        max={max}
        step={1}
        inputMode="numeric"
        placeholder="0"
        aria-label={texts.field(itemName)}
        value={quantity > 0 ? quantity : ''}
        onChange={(event) => onChange(typedQuantity(event.currentTarget.value, max))}
        css={quantityStyles}
      />
      <Button
        variant="secondary"
        size="sm"
        aria-label={texts.increase(itemName)}
        disabled={quantity >= max}
        onClick={() => onChange(Math.min(max, quantity + 1))}
      >
        <span aria-hidden="true">+</span>
      </Button>
    </fieldset>
  );
}
