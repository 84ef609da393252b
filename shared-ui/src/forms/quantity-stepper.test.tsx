import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { axe } from 'jest-axe';
import { renderWithTheme } from '../testing/render-with-theme';
import { QuantityStepper } from './quantity-stepper';

describe('QuantityStepper', () => {
  it('is accessible', async () => {
    const { container } = renderWithTheme(
      <QuantityStepper itemName="Логотип" name="selection.logo" quantity={2} onChange={jest.fn()} />,
    );
    expect(await axe(container)).toHaveNoViolations();
  });

  it('names its field and buttons after the item, the field posting the quantity', () => {
    renderWithTheme(
      <QuantityStepper itemName="Логотип" name="selection.logo" quantity={2} onChange={jest.fn()} />,
    );
    const group = screen.getByRole('group', { name: 'Количество: Логотип' });
    expect(within(group).getByRole('button', { name: 'Уменьшить количество: Логотип' })).toBeEnabled();
    expect(within(group).getByRole('button', { name: 'Увеличить количество: Логотип' })).toBeEnabled();
    const field = within(group).getByRole('spinbutton', { name: 'Количество: Логотип' });
    expect(field).toHaveValue(2);
    expect(field).toHaveAttribute('name', 'selection.logo');
  });

  it('steps up and down, and asks for 0 (removal) when minus is pressed at 1', async () => {
    const user = userEvent.setup();
    const onChange = jest.fn();
    const { rerender } = renderWithTheme(
      <QuantityStepper itemName="Логотип" name="selection.logo" quantity={2} onChange={onChange} />,
    );
    await user.click(screen.getByRole('button', { name: 'Увеличить количество: Логотип' }));
    await user.click(screen.getByRole('button', { name: 'Уменьшить количество: Логотип' }));
    expect(onChange.mock.calls).toEqual([[3], [1]]);
    rerender(<QuantityStepper itemName="Логотип" name="selection.logo" quantity={1} onChange={onChange} />);
    await user.click(screen.getByRole('button', { name: 'Уменьшить количество: Логотип' }));
    expect(onChange).toHaveBeenLastCalledWith(0);
  });

  it('takes a typed quantity, within 0 and the largest one', async () => {
    const user = userEvent.setup();
    const onChange = jest.fn();
    renderWithTheme(
      <QuantityStepper itemName="Логотип" name="selection.logo" quantity={0} max={5} onChange={onChange} />,
    );
    expect(screen.getByRole('button', { name: 'Уменьшить количество: Логотип' })).toBeDisabled();
    await user.type(screen.getByRole('spinbutton', { name: 'Количество: Логотип' }), '3');
    expect(onChange).toHaveBeenLastCalledWith(3);
    await user.type(screen.getByRole('spinbutton', { name: 'Количество: Логотип' }), '9');
    expect(onChange).toHaveBeenLastCalledWith(5);
  });

  it('stops at the largest quantity', async () => {
    const user = userEvent.setup();
    const onChange = jest.fn();
    renderWithTheme(
      <QuantityStepper itemName="Логотип" name="selection.logo" quantity={5} max={5} onChange={onChange} />,
    );
    const plus = screen.getByRole('button', { name: 'Увеличить количество: Логотип' });
    expect(plus).toBeDisabled();
    await user.click(plus);
    expect(onChange).not.toHaveBeenCalled();
  });
});
