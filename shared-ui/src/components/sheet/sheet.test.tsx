import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { axe } from 'jest-axe';
import { renderWithTheme } from '../../testing/render-with-theme';
import { Button } from '../button/button';
import { Sheet, SheetClose } from './sheet';

function MobileMenu() {
  return (
    <Sheet title="Меню" trigger={<Button aria-label="Открыть меню">☰</Button>}>
      <nav aria-label="Мобильное меню">
        <ul>
          <li>
            <SheetClose asChild>
              <a href="#services">Услуги</a>
            </SheetClose>
          </li>
        </ul>
      </nav>
    </Sheet>
  );
}

describe('Sheet', () => {
  it('is accessible when open', async () => {
    renderWithTheme(<MobileMenu />);
    await userEvent.click(screen.getByRole('button', { name: 'Открыть меню' }));
    expect(await axe(screen.getByRole('dialog'))).toHaveNoViolations();
  });

  it('opens as a dialog named by its title and closes with Escape, returning focus', async () => {
    const user = userEvent.setup();
    renderWithTheme(<MobileMenu />);
    const trigger = screen.getByRole('button', { name: 'Открыть меню' });
    await user.click(trigger);
    const sheet = screen.getByRole('dialog', { name: 'Меню' });
    expect(sheet).toContainElement(document.activeElement as HTMLElement);
    expect(screen.getByRole('navigation', { name: 'Мобильное меню' })).toBeInTheDocument();
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(trigger).toHaveFocus();
  });

  it('closes when a menu item is chosen', async () => {
    const user = userEvent.setup();
    renderWithTheme(<MobileMenu />);
    await user.click(screen.getByRole('button', { name: 'Открыть меню' }));
    await user.click(screen.getByRole('link', { name: 'Услуги' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });
});
