import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { axe } from 'jest-axe';
import { useState } from 'react';
import { renderWithTheme } from '../../testing/render-with-theme';
import { Button } from '../button/button';
import { Dialog, DialogClose } from './dialog';

function OrderDialog() {
  return (
    <Dialog
      title="Заявка на тариф"
      description="Тариф STARTER"
      trigger={<Button>Выбрать тариф</Button>}
      footer={
        <DialogClose asChild>
          <Button variant="secondary">Отмена</Button>
        </DialogClose>
      }
    >
      <label>
        Имя
        <input name="name" />
      </label>
    </Dialog>
  );
}

function ControlledDialog() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button onClick={() => setOpen(true)}>Получить консультацию</Button>
      <Dialog title="Консультация" open={open} onOpenChange={setOpen} size="sm">
        <p>Мы перезвоним.</p>
      </Dialog>
    </>
  );
}

describe('Dialog', () => {
  it('is accessible when open', async () => {
    renderWithTheme(<OrderDialog />);
    await userEvent.click(screen.getByRole('button', { name: 'Выбрать тариф' }));
    expect(await axe(screen.getByRole('dialog'))).toHaveNoViolations();
  });

  it('is named by its title, described by its description and takes focus', async () => {
    renderWithTheme(<OrderDialog />);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Выбрать тариф' }));
    const dialog = screen.getByRole('dialog', { name: 'Заявка на тариф' });
    expect(dialog).toHaveAccessibleDescription('Тариф STARTER');
    expect(dialog).toContainElement(document.activeElement as HTMLElement);
  });

  it('keeps Tab inside the dialog', async () => {
    const user = userEvent.setup();
    renderWithTheme(<OrderDialog />);
    await user.click(screen.getByRole('button', { name: 'Выбрать тариф' }));
    const dialog = screen.getByRole('dialog');
    const stops = new Set<Element | null>();
    for (let step = 0; step < 6; step += 1) {
      await user.tab();
      stops.add(document.activeElement);
      expect(dialog).toContainElement(document.activeElement as HTMLElement);
    }
    expect(stops).toContain(screen.getByRole('button', { name: 'Закрыть' }));
    expect(stops).toContain(screen.getByRole('textbox', { name: 'Имя' }));
    expect(stops).toContain(screen.getByRole('button', { name: 'Отмена' }));
    await user.tab({ shift: true });
    expect(dialog).toContainElement(document.activeElement as HTMLElement);
  });

  it('closes on Escape and returns focus to the trigger', async () => {
    const user = userEvent.setup();
    renderWithTheme(<OrderDialog />);
    const trigger = screen.getByRole('button', { name: 'Выбрать тариф' });
    await user.click(trigger);
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(trigger).toHaveFocus();
  });

  it('closes with the "Закрыть" button and the footer close, controlled, returning focus to the opener', async () => {
    const user = userEvent.setup();
    renderWithTheme(<ControlledDialog />);
    const opener = screen.getByRole('button', { name: 'Получить консультацию' });
    await user.click(opener);
    expect(screen.getByRole('dialog', { name: 'Консультация' })).not.toHaveAccessibleDescription();
    await user.click(screen.getByRole('button', { name: 'Закрыть' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(opener).toHaveFocus();
  });

  it('closes from a DialogClose in the footer', async () => {
    const user = userEvent.setup();
    renderWithTheme(<OrderDialog />);
    await user.click(screen.getByRole('button', { name: 'Выбрать тариф' }));
    await user.click(screen.getByRole('button', { name: 'Отмена' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });
});
