import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { loadSheet, sheetIfLoaded } from '../../components/sheet/sheet-loader';
import { renderWithProviders } from '../../testing/render-with-providers';
import { MobileMenu, mobileMenuFailureText } from './mobile-menu';
import { siteMenus } from './site-menus';

jest.mock('../../components/sheet/sheet-loader', () => {
  const actual = jest.requireActual<typeof import('../../components/sheet/sheet-loader')>(
    '../../components/sheet/sheet-loader',
  );
  return {
    loadSheet: jest.fn(actual.loadSheet),
    sheetIfLoaded: jest.fn(actual.sheetIfLoaded),
  };
});

const renderMenu = () => renderWithProviders(<MobileMenu menu={siteMenus.marketing} pathname="/" />);

describe('MobileMenu', () => {
  it('fetches the sheet when the button is hovered', async () => {
    renderMenu();
    jest.mocked(loadSheet).mockClear();
    await userEvent.hover(screen.getByRole('button', { name: 'Меню' }));
    expect(loadSheet).toHaveBeenCalled();
  });

  it('opens the sheet and returns focus to the button on Escape', async () => {
    renderMenu();
    const button = screen.getByRole('button', { name: 'Меню' });
    expect(button).toHaveAttribute('aria-haspopup', 'dialog');
    await userEvent.click(button);
    expect(await screen.findByRole('dialog', { name: 'Меню' })).toBeInTheDocument();
    expect(button).toHaveAttribute('aria-expanded', 'true');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(button).toHaveFocus();
  });

  it('says so when the sheet cannot be loaded and opens it on retry', async () => {
    jest.mocked(sheetIfLoaded).mockReturnValueOnce(undefined);
    jest.mocked(loadSheet).mockRejectedValue(new Error('Failed to fetch'));
    renderMenu();
    await userEvent.click(screen.getByRole('button', { name: 'Меню' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(mobileMenuFailureText);
    jest
      .mocked(loadSheet)
      .mockImplementation(
        jest.requireActual<typeof import('../../components/sheet/sheet-loader')>(
          '../../components/sheet/sheet-loader',
        ).loadSheet,
      );
    await userEvent.click(screen.getByRole('button', { name: 'Повторить' }));
    expect(await screen.findByRole('dialog', { name: 'Меню' })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});
