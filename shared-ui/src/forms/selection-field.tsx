import type { Theme } from '@emotion/react';
import { formatMoney, type Option, type PriceBounds, type PricedItem } from 'shared-data/catalog';
import { boundsAlert, type Selection, selectionTotal } from 'shared-data/configurators';
import { sharedDataTexts } from 'shared-data/fields';
import { sharedUiTexts, usePageLanguage, useTexts } from 'shared-ui';
import { FieldError, FieldHint, LabelText } from './field-frame';
import { errorStyles, fieldsetStyles, labelStyles } from './field-styles';
import { QuantityStepper } from './quantity-stepper';
import { type FormFieldBaseProps, useFormField } from './use-form-field';

/** Props of SelectionField. */
export interface SelectionFieldProps extends Omit<FormFieldBaseProps, 'disabled'> {
  /** The items that can be picked. */
  items: readonly PricedItem[];
  /** Categories in display order; items of a category not listed are not shown. */
  categories: readonly Option[];
  /** Allowed total; outside it (and above zero) an inline alert is shown. */
  bounds: PriceBounds;
  /** Level of the category headings; default 3. */
  headingLevel?: 2 | 3 | 4;
}

const totalOf = (selection: Selection, items: readonly PricedItem[]) => {
  try {
    return selectionTotal(selection, items).total;
  } catch {
    return 0;
  }
};

const listStyles = (theme: Theme) => ({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'flex',
  flexDirection: 'column' as const,
  gap: theme.space.xs,
});

const itemStyles = (theme: Theme) => ({
  display: 'flex',
  flexWrap: 'wrap' as const,
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: theme.space.xs,
  padding: theme.space.sm,
  border: `1px solid ${theme.colors.border}`,
  borderRadius: theme.radii.md,
});

const headingStyles = (theme: Theme) => ({
  margin: `${theme.space.sm} 0 ${theme.space.xs}`,
  fontSize: theme.fontSizes.md,
  fontWeight: theme.fontWeights.bold,
});

const priceStyles = (theme: Theme) => ({
  margin: 0,
  color: theme.colors.textMuted,
  fontSize: theme.fontSizes.sm,
});

const totalStyles = (theme: Theme) => ({ margin: 0, fontSize: theme.fontSizes.lg });

interface ItemRowProps {
  item: PricedItem;
  /** The quantity field's name as posted, `<field>.<item id>`. */
  name: string;
  quantity: number;
  onChange: (quantity: number) => void;
}

function ItemRow({ item, name, quantity, onChange }: ItemRowProps) {
  const language = usePageLanguage();
  const unit = item.unit ? ` / ${item.unit}` : '';
  return (
    <li css={itemStyles}>
      <div>
        <span>{item.name}</span>
        <p css={priceStyles}>
          {formatMoney(item.price, language)}
          {unit}
        </p>
      </div>
      <QuantityStepper itemName={item.name} name={name} quantity={quantity} onChange={onChange} />
    </li>
  );
}

/**
 * Picks priced items with quantities, grouped by category: a Formik value `Record<id, quantity>` holding the items
 * above 0. Each item's quantity is a native number field named `<name>.<item id>`, so a form posted without script
 * carries the choices; with script its buttons step it. Shows the running total and, when it is above zero and out of `bounds`, the inline alert
 * ("Минимальная сумма заказа: …").
 */
export function SelectionField({
  name,
  label,
  hint,
  required,
  items,
  categories,
  bounds,
  headingLevel = 3,
}: SelectionFieldProps) {
  const { field, helpers, error, ids, a11y } = useFormField<Selection>(name, hint);
  const selection = field.value ?? {};
  const total = totalOf(selection, items);
  const alert = boundsAlert(total, bounds, useTexts(sharedDataTexts).bounds);
  const texts = useTexts(sharedUiTexts).selection;
  const language = usePageLanguage();
  const Heading = `h${headingLevel}` as const;
  const setQuantity = (id: string, quantity: number) => {
    const { [id]: _removed, ...rest } = selection;
    void helpers.setValue(quantity > 0 ? { ...selection, [id]: quantity } : rest);
  };
  return (
    <fieldset aria-labelledby={ids.label} {...a11y} css={fieldsetStyles}>
      <legend id={ids.label} css={labelStyles}>
        <LabelText label={label} required={required} />
      </legend>
      <FieldHint id={ids.hint}>{hint}</FieldHint>
      {categories.map((category) => {
        const inCategory = items.filter((item) => item.category === category.value);
        if (inCategory.length === 0) return null;
        return (
          <section key={category.value} aria-labelledby={`${ids.control}-${category.value}`}>
            <Heading id={`${ids.control}-${category.value}`} css={headingStyles}>
              {category.label}
            </Heading>
            <ul css={listStyles}>
              {inCategory.map((item) => (
                <ItemRow
                  key={item.id}
                  item={item}
                  name={`${name}.${item.id}`}
                  quantity={selection[item.id] ?? 0}
                  onChange={(quantity) => setQuantity(item.id, quantity)}
                />
              ))}
            </ul>
          </section>
        );
      })}
      <p aria-live="polite" css={totalStyles}>
        {`${texts.total}: `}
        <strong>{formatMoney(total, language)}</strong>
      </p>
      {alert ? (
        <p role="alert" id={ids.error} css={errorStyles}>
          {alert}
        </p>
      ) : null}
      {alert ? null : <FieldError id={ids.error}>{error}</FieldError>}
    </fieldset>
  );
}
