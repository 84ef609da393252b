import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { axe } from 'jest-axe';
import { renderWithTheme } from '../../testing/render-with-theme';
import { Toaster, toast } from '../toast/toast';
import { CopyField } from './copy-field';

const setClipboard = (clipboard: Partial<Clipboard> | undefined) => {
  Object.defineProperty(navigator, 'clipboard', { value: clipboard, configurable: true });
};

const renderField = () =>
  renderWithTheme(
    <>
      <CopyField label="Ваш промокод" value="AMB-12345" />
      <Toaster />
    </>,
  );

const notifications = () => within(screen.getByRole('region', { name: 'Уведомления' }));

describe('CopyField', () => {
  beforeEach(() => {
    jest.useFakeTimers();
  });

  afterEach(() => {
    act(() => toast.dismiss());
    jest.useRealTimers();
  });

  it('is accessible', async () => {
    jest.useRealTimers();
    const { container } = renderWithTheme(
      <CopyField label="Реферальная ссылка" value="https://example.uz/ref/1" />,
    );
    expect(await axe(container)).toHaveNoViolations();
  });

  it('shows the value read-only under its label', () => {
    renderField();
    const input = screen.getByRole('textbox', { name: 'Ваш промокод' });
    expect(input).toHaveValue('AMB-12345');
    expect(input).toHaveAttribute('readonly');
  });

  it('copies the value, shows a tick for 2 seconds and a success toast', async () => {
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    const writeText = jest.fn().mockResolvedValue(undefined);
    setClipboard({ writeText });
    renderField();

    await user.click(screen.getByRole('button', { name: 'Копировать: Ваш промокод' }));

    expect(writeText).toHaveBeenCalledWith('AMB-12345');
    expect(screen.getByRole('button', { name: 'Скопировано: Ваш промокод' })).toBeInTheDocument();
    expect(await notifications().findByText('Скопировано!')).toBeInTheDocument();
    expect(notifications().getByText('Данные скопированы в буфер обмена')).toBeInTheDocument();

    act(() => jest.advanceTimersByTime(1999));
    expect(screen.getByRole('button', { name: 'Скопировано: Ваш промокод' })).toBeInTheDocument();
    act(() => jest.advanceTimersByTime(1));
    expect(screen.getByRole('button', { name: 'Копировать: Ваш промокод' })).toBeInTheDocument();
  });

  it('shows a destructive toast and no tick when the clipboard refuses', async () => {
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    setClipboard({ writeText: jest.fn().mockRejectedValue(new Error('denied')) });
    renderField();

    await user.click(screen.getByRole('button', { name: 'Копировать: Ваш промокод' }));

    const title = await notifications().findByText('Ошибка копирования');
    expect(notifications().getByText('Не удалось скопировать данные')).toBeInTheDocument();
    expect(title.closest('[data-sonner-toast]')).toHaveAttribute('data-type', 'error');
    expect(screen.getByRole('button', { name: 'Копировать: Ваш промокод' })).toBeInTheDocument();
  });

  it('shows the failure toast when there is no clipboard at all', async () => {
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    setClipboard(undefined);
    renderField();

    await user.click(screen.getByRole('button', { name: 'Копировать: Ваш промокод' }));

    expect(await notifications().findByText('Ошибка копирования')).toBeInTheDocument();
    expect(notifications().queryByText('Скопировано!')).not.toBeInTheDocument();
  });
});
