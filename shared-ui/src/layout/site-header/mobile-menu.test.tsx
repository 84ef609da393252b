import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderToString } from 'react-dom/server';
import { renderWithProviders } from '../../testing/render-with-providers';
import ru from '../../texts/ru';
import { AppThemeProvider } from '../../theme/app-theme-provider';
import { MobileMenuButton, SiteMenuSheet, siteMenuId } from './mobile-menu';
import { siteMenuIn } from './site-menus';

const marketingMenu = siteMenuIn('marketing', ru.navigation);

/** The button as the header writes it and the sheet as the page writes it, after its content. */
const menu = (
  <>
    <MobileMenuButton />
    <main>
      <h1>Страница</h1>
    </main>
    <SiteMenuSheet variant="marketing" pathname="/" />
  </>
);

const renderMenu = () => renderWithProviders(menu);

describe('the mobile menu', () => {
  it('is markup alone: the button opens the sheet by its command, the sheet closed after the page with every link', () => {
    const markup = document.createElement('div');
    markup.innerHTML = renderToString(<AppThemeProvider>{menu}</AppThemeProvider>);
    const button = markup.querySelector('button[command="show-modal"]');
    expect(button).toHaveTextContent('Меню');
    expect(button).toHaveAttribute('commandfor', siteMenuId);
    const sheet = markup.querySelector(`dialog#${siteMenuId}`);
    expect(sheet).not.toHaveAttribute('open');
    expect([...(sheet?.querySelectorAll('nav a') ?? [])].map((link) => link.getAttribute('href'))).toEqual(
      marketingMenu.items.map((item) => item.href),
    );
    const action = [...(sheet?.querySelectorAll('a') ?? [])].at(-2);
    expect(action).toHaveTextContent(marketingMenu.action.label);
    expect(action).toHaveAttribute('href', marketingMenu.action.href);
    expect([...(sheet?.querySelectorAll('a') ?? [])].at(-1)).toHaveTextContent('O‘zbekcha');
  });

  it('opens the sheet and returns focus to the button on Escape', async () => {
    renderMenu();
    const button = screen.getByRole('button', { name: 'Меню' });
    expect(button).toHaveAttribute('aria-haspopup', 'dialog');
    await userEvent.click(button);
    expect(screen.getByRole('dialog', { name: 'Меню' })).toBeVisible();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(button).toHaveFocus();
  });

  it('closes the sheet when a link is chosen', async () => {
    renderMenu();
    await userEvent.click(screen.getByRole('button', { name: 'Меню' }));
    const sheet = screen.getByRole('dialog', { name: 'Меню' });
    await userEvent.click(within(sheet).getByRole('link', { name: marketingMenu.action.label }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });
});
