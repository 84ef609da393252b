import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { axe } from 'jest-axe';
import { formatMoney, type PriceBounds, type PricedItem } from 'shared-data/catalog';
import { marketingCalculatorBounds } from 'shared-data/configurators';
import { calculatorInitialValues } from 'shared-data/forms';
import {
  calculatorCategories,
  calculatorSchema,
  fieldMessages,
  marketingCalculatorServices,
} from 'shared-data/testing';
import { asRead } from '../testing/render-feature';
import { renderInForm } from './render-in-form';
import { SelectionField } from './selection-field';

const items: PricedItem[] = [
  { id: 'logo', name: 'Логотип', price: 1_000_000, category: 'design', description: '' },
  { id: 'post', name: 'Пост', price: 200_000, category: 'content', description: '' },
  { id: 'consult', name: 'Консультация', price: 300_000, category: 'content', description: '', unit: 'час' },
];
const categories = [
  { value: 'design', label: 'Дизайн' },
  { value: 'content', label: 'Контент' },
];
const bounds: PriceBounds = { min: 1_500_000, max: 3_000_000, subject: 'order' };

const renderSelection = (selection: Record<string, number> = {}) =>
  renderInForm(
    <SelectionField name="selection" label="Услуги" items={items} categories={categories} bounds={bounds} />,
    { initialValues: { selection } },
  );

describe('SelectionField', () => {
  it('is accessible, with and without picked items', async () => {
    const user = userEvent.setup();
    const { container } = renderSelection();
    expect(await axe(container)).toHaveNoViolations();
    await user.click(screen.getByRole('button', { name: 'Увеличить количество: Логотип' }));
    expect(await axe(container)).toHaveNoViolations();
  });

  it('lists the items by category with their prices', () => {
    renderSelection();
    const design = screen.getByRole('region', { name: 'Дизайн' });
    expect(within(design).getAllByRole('listitem')).toHaveLength(1);
    const content = screen.getByRole('region', { name: 'Контент' });
    expect(within(content).getAllByRole('listitem')).toHaveLength(2);
    expect(within(content).getByText(asRead(`${formatMoney(300_000)} / час`))).toBeInTheDocument();
    expect(screen.getByText(asRead(formatMoney(0)))).toBeInTheDocument();
  });

  it('has a quantity field per item, named as a form posts it', () => {
    renderSelection();
    expect(screen.getByRole('spinbutton', { name: 'Количество: Логотип' })).toHaveAttribute(
      'name',
      'selection.logo',
    );
    expect(screen.getByRole('spinbutton', { name: 'Количество: Пост' })).toHaveAttribute(
      'name',
      'selection.post',
    );
  });

  it('adds, steps, types and removes items, keeping the total', async () => {
    const user = userEvent.setup();
    const { onSubmit } = renderSelection();
    const plus = screen.getByRole('button', { name: 'Увеличить количество: Логотип' });
    await user.click(plus);
    await user.click(plus);
    expect(screen.getByRole('spinbutton', { name: 'Количество: Логотип' })).toHaveValue(2);
    await user.type(screen.getByRole('spinbutton', { name: 'Количество: Пост' }), '1');
    expect(screen.getByText(asRead(formatMoney(2_200_000)))).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Уменьшить количество: Пост' }));
    expect(screen.getByRole('spinbutton', { name: 'Количество: Пост' })).toHaveValue(null);
    await user.click(screen.getByRole('button', { name: 'Отправить' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalled());
    expect(onSubmit.mock.calls[0][0]).toEqual({ selection: { logo: 2 } });
  });

  it('alerts when the total is above zero and out of bounds', async () => {
    const user = userEvent.setup();
    renderSelection({ logo: 1 });
    expect(screen.getByRole('alert')).toHaveTextContent(
      asRead(`Минимальная сумма заказа: ${formatMoney(1_500_000)}`),
    );
    await user.click(screen.getByRole('button', { name: 'Увеличить количество: Логотип' }));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Увеличить количество: Логотип' }));
    await user.click(screen.getByRole('button', { name: 'Увеличить количество: Логотип' }));
    expect(screen.getByRole('alert')).toHaveTextContent(
      asRead(`Максимальная сумма заказа: ${formatMoney(3_000_000)}`),
    );
  });

  it('shows no alert for an empty selection but the schema message after a submit', async () => {
    const user = userEvent.setup();
    renderInForm(
      <SelectionField
        name="selection"
        label="Услуги"
        items={marketingCalculatorServices}
        categories={calculatorCategories}
        bounds={marketingCalculatorBounds}
      />,
      { initialValues: calculatorInitialValues, schema: calculatorSchema },
    );
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Отправить' }));
    const group = screen.getByRole('group', { name: 'Услуги' });
    await waitFor(() => expect(group).toHaveAttribute('aria-invalid', 'true'));
    expect(group).toHaveAccessibleDescription(fieldMessages.selectionEmpty);
    expect(screen.getByRole('spinbutton', { name: 'Количество: Дизайн логотипа' })).toHaveFocus();
    await user.click(screen.getByRole('button', { name: 'Увеличить количество: Дизайн логотипа' }));
    expect(screen.getByRole('alert')).toHaveTextContent(
      asRead(`Минимальная сумма заказа: ${formatMoney(marketingCalculatorBounds.min)}`),
    );
    // The accessible description keeps the no-break spaces, as a screen reader gets them.
    expect(group).toHaveAccessibleDescription(
      `Минимальная сумма заказа: ${formatMoney(marketingCalculatorBounds.min)}`,
    );
  });
});
