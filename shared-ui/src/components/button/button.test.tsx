import { fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { axe } from 'jest-axe';
import type { FormEvent } from 'react';
import { renderWithTheme } from '../../testing/render-with-theme';
import { Button } from './button';

describe('Button', () => {
  it('is accessible in every variant and state', async () => {
    const { container } = renderWithTheme(
      <>
        <Button>Отправить</Button>
        <Button variant="secondary" size="lg">
          Подробнее
        </Button>
        <Button variant="ghost" size="sm">
          Закрыть
        </Button>
        <Button loading loadingLabel="Отправка...">
          Отправить заявку
        </Button>
        <Button href="/pricing">Тарифы</Button>
      </>,
    );
    expect(await axe(container)).toHaveNoViolations();
  });

  it('is a non-submitting button that reacts to clicks', async () => {
    const onClick = jest.fn();
    renderWithTheme(<Button onClick={onClick}>Подробнее</Button>);
    const button = screen.getByRole('button', { name: 'Подробнее' });
    expect(button).toHaveAttribute('type', 'button');
    await userEvent.click(button);
    expect(onClick).toHaveBeenCalledTimes(1);
  });

  it('submits a form when asked to', async () => {
    const onSubmit = jest.fn((event: FormEvent) => event.preventDefault());
    renderWithTheme(
      <form aria-label="Заявка" onSubmit={onSubmit}>
        <Button type="submit">Отправить</Button>
      </form>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Отправить' }));
    expect(onSubmit).toHaveBeenCalledTimes(1);
  });

  it('disabled but focusable, keeps the focus and its place in the Tab order and sends nothing', async () => {
    const onSubmit = jest.fn((event: FormEvent) => event.preventDefault());
    const { rerender } = renderWithTheme(
      <form aria-label="Заявка" onSubmit={onSubmit}>
        <input aria-label="Имя" />
        <Button type="submit" focusableWhenDisabled>
          Отправить
        </Button>
      </form>,
    );
    const button = screen.getByRole('button', { name: 'Отправить' });
    button.focus();
    rerender(
      <form aria-label="Заявка" onSubmit={onSubmit}>
        <input aria-label="Имя" />
        <Button type="submit" focusableWhenDisabled disabled>
          Отправить
        </Button>
      </form>,
    );
    expect(button).toHaveFocus();
    expect(button).toHaveAttribute('aria-disabled', 'true');
    expect(button).not.toHaveAttribute('disabled');
    await userEvent.click(button);
    await userEvent.type(screen.getByRole('textbox', { name: 'Имя' }), 'Азиз{Enter}');
    expect(onSubmit).not.toHaveBeenCalled();
    await userEvent.tab();
    expect(button).toHaveFocus();
    expect(await axe(document.body)).toHaveNoViolations();
  });

  it('shows the loading label, disables itself and is marked busy while loading', async () => {
    const onClick = jest.fn();
    const { rerender } = renderWithTheme(
      <Button loading loadingLabel="Отправка..." onClick={onClick}>
        Отправить заявку
      </Button>,
    );
    const button = screen.getByRole('button', { name: 'Отправка...' });
    expect(button).toBeDisabled();
    expect(button).toHaveAttribute('aria-busy', 'true');
    expect(screen.queryByText('Отправить заявку')).not.toBeInTheDocument();
    await userEvent.click(button);
    expect(onClick).not.toHaveBeenCalled();

    rerender(
      <Button loadingLabel="Отправка..." onClick={onClick}>
        Отправить заявку
      </Button>,
    );
    const idle = screen.getByRole('button', { name: 'Отправить заявку' });
    expect(idle).toBeEnabled();
    expect(idle).not.toHaveAttribute('aria-busy');
  });

  it('keeps its text while loading when no loading label is given', () => {
    renderWithTheme(<Button loading>Сохранить</Button>);
    expect(screen.getByRole('button', { name: 'Сохранить' })).toBeDisabled();
  });

  it('renders an in-site link when given href, which the browser follows', () => {
    renderWithTheme(
      <Button href="/#contact-form" variant="secondary">
        Консультация
      </Button>,
    );
    const link = screen.getByRole('link', { name: 'Консультация' });
    expect(link).toHaveAttribute('href', '/#contact-form');
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
    let followed = false;
    const record = (event: Event) => {
      followed = !event.defaultPrevented;
      event.preventDefault();
    };
    document.addEventListener('click', record);
    fireEvent.click(link);
    document.removeEventListener('click', record);
    expect(followed).toBe(true);
  });

  it('keeps a touch target of at least 44 px in every size and stretches when full width', () => {
    renderWithTheme(
      <>
        <Button size="sm">Маленькая</Button>
        <Button size="md">Средняя</Button>
        <Button size="lg" fullWidth>
          Большая
        </Button>
      </>,
    );
    const heights = ['Маленькая', 'Средняя', 'Большая'].map((name) =>
      Number.parseFloat(getComputedStyle(screen.getByRole('button', { name })).minHeight),
    );
    for (const height of heights) expect(height).toBeGreaterThanOrEqual(44);
    expect(screen.getByRole('button', { name: 'Большая' })).toHaveStyle({ width: '100%' });
    expect(screen.getByRole('button', { name: 'Маленькая' })).not.toHaveStyle({ width: '100%' });
  });
});
