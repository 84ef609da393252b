import { screen } from '@testing-library/react';
import { axe } from 'jest-axe';
import { renderWithTheme } from '../../testing/render-with-theme';
import { discountPercentOf, Price } from './price';

describe('Price', () => {
  it('is accessible with and without an old price', async () => {
    const { container } = renderWithTheme(
      <>
        <Price amount={2_100_000} oldAmount={3_000_000} perMonth />
        <Price amount={1_500_000} from perMonth size="md" />
      </>,
    );
    expect(await axe(container)).toHaveNoViolations();
  });

  it('shows the current price with the optional prefix and suffix', () => {
    renderWithTheme(<Price amount={1_500_000} from perMonth />);
    expect(
      screen.getByText(
        (_, element) =>
          element?.tagName === 'P' && element.textContent === 'от 1\u00a0500\u00a0000\u00a0сум/месяц',
      ),
    ).toBeInTheDocument();
    expect(screen.queryByText(/Старая цена/)).not.toBeInTheDocument();
    expect(screen.queryByText(/Экономия/)).not.toBeInTheDocument();
  });

  it('strikes through the old price, labels it, and shows the discount and the saving', () => {
    renderWithTheme(<Price amount={2_100_000} oldAmount={3_000_000} />);
    const old = screen.getByText('Старая цена:', { exact: false }).closest('s');
    expect(old).toHaveTextContent('Старая цена: 3 000 000 сум');
    expect(screen.getByText('-30%', { exact: false })).toHaveTextContent('Скидка -30%');
    expect(screen.getByText('Экономия 900 000 сум')).toBeInTheDocument();
    expect(screen.getByText('Новая цена:', { exact: false }).closest('p')).toHaveTextContent(
      'Новая цена: 2 100 000 сум',
    );
  });

  it('puts "от" before the old price too when the price is a starting price', () => {
    renderWithTheme(<Price amount={3_500_000} oldAmount={5_000_000} from />);
    expect(screen.getByText('Старая цена:', { exact: false }).closest('s')).toHaveTextContent(
      'Старая цена: от 5 000 000 сум',
    );
  });

  it('uses a given discount and can leave out the saving', () => {
    renderWithTheme(<Price amount={700} oldAmount={1000} discountPercent={35} showSaving={false} />);
    expect(screen.getByText('-35%', { exact: false })).toBeInTheDocument();
    expect(screen.queryByText(/Экономия/)).not.toBeInTheDocument();
  });

  it('computes the rounded discount percentage', () => {
    expect(discountPercentOf(3_000_000, 2_100_000)).toBe(30);
    expect(discountPercentOf(3, 2)).toBe(33);
    expect(discountPercentOf(0, 0)).toBe(0);
  });
});
