import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { renderWithTheme } from '../../testing/render-with-theme';
import { Button } from '../button/button';
import { Sheet, SheetClose } from '.';

function ControlledSheet() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button onClick={() => setOpen(true)}>Фильтры</Button>
      <Sheet title="Фильтры" open={open} onOpenChange={setOpen}>
        <SheetClose asChild>
          <Button>Готово</Button>
        </SheetClose>
      </Sheet>
    </>
  );
}

describe('Sheet (loaded on first use)', () => {
  it('shows its trigger and opens once its code has arrived', async () => {
    renderWithTheme(
      <Sheet title="Меню" trigger={<Button>Открыть меню</Button>}>
        Пункты меню
      </Sheet>,
    );
    const trigger = screen.getByRole('button', { name: 'Открыть меню' });
    await userEvent.click(trigger);
    expect(await screen.findByRole('dialog', { name: 'Меню' })).toHaveTextContent('Пункты меню');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(trigger).toHaveFocus();
  });

  it('opens when controlled and closes from SheetClose', async () => {
    renderWithTheme(<ControlledSheet />);
    await userEvent.click(screen.getByRole('button', { name: 'Фильтры' }));
    expect(await screen.findByRole('dialog', { name: 'Фильтры' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Готово' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });
});
