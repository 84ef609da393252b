import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { axe } from 'jest-axe';
import { renderWithTheme } from '../testing/render-with-theme';
import { QuantityStepper } from './quantity-stepper';

describe('QuantityStepper', () => {
  it('is accessible', async () => {
    const { container } = renderWithTheme(
      <QuantityStepper itemName="Логотип" quantity={2} onChange={jest.fn()} />,
    );
    expect(await axe(container)).toHaveNoViolations();
  });

  it('names its buttons after the item and announces the quantity', () => {
    renderWithTheme(<QuantityStepper itemName="Логотип" quantity={2} onChange={jest.fn()} />);
    const group = screen.getByRole('group', { name: 'Количество: Логотип' });
    expect(within(group).getByRole('button', { name: 'Уменьшить количество: Логотип' })).toBeEnabled();
    expect(within(group).getByRole('button', { name: 'Увеличить количество: Логотип' })).toBeEnabled();
    expect(within(group).getByRole('status')).toHaveTextContent('2');
  });

  it('steps up and down, and asks for 0 (removal) when minus is pressed at 1', async () => {
    const user = userEvent.setup();
    const onChange = jest.fn();
    const { rerender } = renderWithTheme(
      <QuantityStepper itemName="Логотип" quantity={2} onChange={onChange} />,
    );
    await user.click(screen.getByRole('button', { name: 'Увеличить количество: Логотип' }));
    await user.click(screen.getByRole('button', { name: 'Уменьшить количество: Логотип' }));
    expect(onChange.mock.calls).toEqual([[3], [1]]);
    rerender(<QuantityStepper itemName="Логотип" quantity={1} onChange={onChange} />);
    await user.click(screen.getByRole('button', { name: 'Уменьшить количество: Логотип' }));
    expect(onChange).toHaveBeenLastCalledWith(0);
  });

  it('stops at the largest quantity', async () => {
    const user = userEvent.setup();
    const onChange = jest.fn();
    renderWithTheme(<QuantityStepper itemName="Логотип" quantity={5} max={5} onChange={onChange} />);
    const plus = screen.getByRole('button', { name: 'Увеличить количество: Логотип' });
    expect(plus).toBeDisabled();
    await user.click(plus);
    expect(onChange).not.toHaveBeenCalled();
  });
});
