import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { sheetCode } from '../../components/sheet/sheet-loader';
import { renderWithProviders } from '../../testing/render-with-providers';
import { MobileMenu, mobileMenuFailureText } from './mobile-menu';
import { siteMenus } from './site-menus';

const actualSheetCode = () =>
  jest.requireActual<typeof import('../../components/sheet/sheet-loader')>(
    '../../components/sheet/sheet-loader',
  ).sheetCode;

jest.mock('../../components/sheet/sheet-loader', () => {
  const actual = jest.requireActual<typeof import('../../components/sheet/sheet-loader')>(
    '../../components/sheet/sheet-loader',
  );
  return {
    sheetCode: { load: jest.fn(actual.sheetCode.load), ifLoaded: jest.fn(actual.sheetCode.ifLoaded) },
  };
});

const renderMenu = () => renderWithProviders(<MobileMenu menu={siteMenus.marketing} pathname="/" />);

describe('MobileMenu', () => {
  // First: once a sheet has been shown, React keeps its code for the rest of the file.
  it('says so when the sheet cannot be loaded and opens it on retry', async () => {
    jest.mocked(sheetCode.ifLoaded).mockReturnValue(undefined);
    jest.mocked(sheetCode.load).mockRejectedValue(new Error('Failed to fetch'));
    renderMenu();
    await userEvent.click(screen.getByRole('button', { name: 'Меню' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(mobileMenuFailureText);
    expect(screen.getByRole('button', { name: 'Меню' })).toHaveAttribute('aria-expanded', 'false');
    jest.mocked(sheetCode.load).mockImplementation(actualSheetCode().load);
    await userEvent.click(screen.getByRole('button', { name: 'Повторить' }));
    expect(await screen.findByRole('dialog', { name: 'Меню' })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    jest.mocked(sheetCode.ifLoaded).mockImplementation(actualSheetCode().ifLoaded);
  });

  it('fetches the sheet when the button is hovered', async () => {
    renderMenu();
    jest.mocked(sheetCode.load).mockClear();
    await userEvent.hover(screen.getByRole('button', { name: 'Меню' }));
    expect(sheetCode.load).toHaveBeenCalled();
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
});
