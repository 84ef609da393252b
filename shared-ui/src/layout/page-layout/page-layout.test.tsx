import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { axe } from 'jest-axe';
import { renderWithProviders } from '../../testing/render-with-providers';
import { PageLayout } from './page-layout';

jest.mock('../open-page');

describe('PageLayout', () => {
  it('is accessible', async () => {
    const { container } = renderWithProviders(
      <PageLayout variant="marketing">
        <h1>Тарифы</h1>
      </PageLayout>,
    );
    expect(await axe(container)).toHaveNoViolations();
  });

  it('puts the page between the header and footer of its division', () => {
    renderWithProviders(
      <PageLayout variant="digital">
        <h1>Разработка</h1>
      </PageLayout>,
    );
    expect(screen.getByRole('banner')).toContainElement(
      screen.getByRole('link', { name: 'Заказать проект' }),
    );
    expect(screen.getByRole('main')).toContainElement(screen.getByRole('heading', { name: 'Разработка' }));
    expect(screen.getByRole('contentinfo')).toBeInTheDocument();
  });

  it('lets the skip link reach the main content', async () => {
    renderWithProviders(
      <PageLayout variant="marketing">
        <h1>Главная</h1>
      </PageLayout>,
    );
    const skip = screen.getByRole('link', { name: 'Перейти к содержимому' });
    const target = document.getElementById(skip.getAttribute('href')?.slice(1) ?? '');
    expect(target).toBe(screen.getByRole('main'));
    target?.focus();
    expect(screen.getByRole('main')).toHaveFocus();
    await userEvent.tab();
    expect(screen.getByRole('main')).not.toHaveFocus();
  });

  it('offers a call button and scrolls to the section the address names', () => {
    const scrollIntoView = jest.fn();
    Element.prototype.scrollIntoView = scrollIntoView;
    window.history.replaceState(null, '', '/#about');
    renderWithProviders(
      <PageLayout variant="marketing">
        <section id="about" aria-label="О нас" />
      </PageLayout>,
    );
    expect(screen.getByRole('link', { name: /^Позвонить: / })).toHaveAttribute(
      'href',
      expect.stringMatching(/^tel:\+\d+$/),
    );
    expect(scrollIntoView).toHaveBeenCalledTimes(1);
    expect(scrollIntoView.mock.contexts[0]).toBe(screen.getByRole('region', { name: 'О нас' }));
    window.history.replaceState(null, '', '/');
  });
});
