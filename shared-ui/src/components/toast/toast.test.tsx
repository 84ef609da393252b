import { act, screen, within } from '@testing-library/react';
import { axe } from 'jest-axe';
import { renderWithTheme } from '../../testing/render-with-theme';
import { Toaster, toast } from './toast';

afterEach(() => {
  act(() => toast.dismiss());
});

describe('Toaster and toast', () => {
  it('is accessible with toasts shown', async () => {
    const { container } = renderWithTheme(<Toaster />);
    act(() => {
      toast.success('Заявка отправлена!', 'Мы свяжемся с вами в ближайшее время.');
      toast.error('Ошибка отправки');
    });
    await screen.findByText('Ошибка отправки');
    expect(await axe(container)).toHaveNoViolations();
  });

  it('is a polite live region labelled in Russian', () => {
    renderWithTheme(<Toaster />);
    const region = screen.getByRole('region', { name: 'Уведомления' });
    expect(region).toHaveAttribute('aria-live', 'polite');
  });

  it('shows the title and description of a success toast inside the live region', async () => {
    renderWithTheme(<Toaster />);
    act(() => {
      toast.success('Скопировано!', 'Данные скопированы в буфер обмена');
    });
    const region = screen.getByRole('region', { name: 'Уведомления' });
    expect(await within(region).findByText('Скопировано!')).toBeInTheDocument();
    expect(within(region).getByText('Данные скопированы в буфер обмена')).toBeInTheDocument();
  });

  it('marks an error toast as the destructive kind', async () => {
    renderWithTheme(<Toaster />);
    act(() => {
      toast.error('Ошибка копирования', 'Не удалось скопировать данные');
    });
    const region = screen.getByRole('region', { name: 'Уведомления' });
    const title = await within(region).findByText('Ошибка копирования');
    expect(within(region).getByText('Не удалось скопировать данные')).toBeInTheDocument();
    expect(title.closest('[data-sonner-toast]')).toHaveAttribute('data-type', 'error');
  });
});
