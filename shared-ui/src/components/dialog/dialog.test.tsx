import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { axe } from 'jest-axe';
import { useState } from 'react';
import { renderToString } from 'react-dom/server';
import { planOrderInitialValues } from 'shared-data/forms';
import { PageDataContext } from '../../micro-frontend/page-data';
import { renderWithTheme } from '../../testing/render-with-theme';
import { AppThemeProvider } from '../../theme/app-theme-provider';
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

  it('is in the server markup, closed, with a trigger that opens it without script', () => {
    const html = renderToString(
      <AppThemeProvider>
        <OrderDialog />
      </AppThemeProvider>,
    );
    const page = new DOMParser().parseFromString(html, 'text/html');
    const dialog = page.querySelector('dialog');
    expect(dialog?.hasAttribute('open')).toBe(false);
    expect(dialog?.getAttribute('closedby')).toBe('any');
    expect(dialog?.textContent).toContain('Заявка на тариф');
    const trigger = [...page.querySelectorAll('button')].find(
      (button) => button.textContent === 'Выбрать тариф',
    );
    expect(trigger?.getAttribute('command')).toBe('show-modal');
    expect(trigger?.getAttribute('commandfor')).toBe(dialog?.id);
    const cancel = [...page.querySelectorAll('button')].find((button) => button.textContent === 'Отмена');
    expect(cancel?.getAttribute('command')).toBe('close');
    expect(cancel?.getAttribute('commandfor')).toBe(dialog?.id);
  });

  it('is open in the markup of a page the server rendered again for a form it refused in it', () => {
    const page = (dialog: string) =>
      new DOMParser().parseFromString(
        renderToString(
          <AppThemeProvider>
            <PageDataContext.Provider
              value={{
                form: { id: 'plan_order', dialog, values: planOrderInitialValues('STARTER'), errors: {} },
              }}
            >
              <Dialog id="order-starter" title="Заявка на тариф">
                <p>Форма</p>
              </Dialog>
            </PageDataContext.Provider>
          </AppThemeProvider>,
        ),
        'text/html',
      );
    expect(page('order-starter').querySelector('dialog')?.hasAttribute('open')).toBe(true);
    expect(page('order-business').querySelector('dialog')?.hasAttribute('open')).toBe(false);
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
