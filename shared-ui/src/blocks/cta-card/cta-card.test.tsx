import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { axe } from 'jest-axe';
import { consultationTerms } from 'shared-data/catalog';
import { openPage } from '../../layout/open-page';
import { renderWithTheme } from '../../testing/render-with-theme';
import { CtaCard } from './cta-card';

jest.mock('../../layout/open-page');

const scrolledTo: string[] = [];

beforeEach(() => {
  scrolledTo.length = 0;
  jest.mocked(openPage).mockClear();
  jest.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
  Element.prototype.scrollIntoView = function (this: Element) {
    scrolledTo.push(this.id);
  };
});

afterEach(() => {
  jest.restoreAllMocks();
  window.history.replaceState(null, '', '/');
});

const buttonsOf = (card: HTMLElement) =>
  within(card)
    .queryAllByRole('link')
    .map((link) => [link.textContent, link.getAttribute('href')]);

describe('CtaCard', () => {
  it('is accessible in every variant', async () => {
    const { container } = renderWithTheme(
      <>
        <CtaCard />
        <CtaCard variant="pricing" />
        <CtaCard variant="both" headingLevel={3} />
      </>,
    );
    expect(await axe(container)).toHaveNoViolations();
  });

  it('offers the free consultation of the call-to-action length', () => {
    renderWithTheme(<CtaCard variant="consultation" />);
    const card = screen.getByRole('region', { name: 'Получите бесплатную консультацию' });
    expect(card).toHaveTextContent(`${consultationTerms.callToActionMinutes} минут`);
    expect(buttonsOf(card)).toEqual([['Получить консультацию', '/#contact-form']]);
  });

  it('offers the tariffs', () => {
    renderWithTheme(<CtaCard variant="pricing" />);
    expect(buttonsOf(screen.getByRole('region'))).toEqual([['Смотреть тарифы', '/pricing']]);
  });

  it('offers both and takes a custom heading', () => {
    renderWithTheme(<CtaCard variant="both" title="Начнём?" />);
    expect(buttonsOf(screen.getByRole('region', { name: 'Начнём?' }))).toEqual([
      ['Получить консультацию', '/#contact-form'],
      ['Смотреть тарифы', '/pricing'],
    ]);
  });

  it('goes home to the consultation form from another page', async () => {
    window.history.replaceState(null, '', '/pricing');
    renderWithTheme(<CtaCard />);
    await userEvent.click(screen.getByRole('link', { name: 'Получить консультацию' }));
    expect(openPage).toHaveBeenCalledWith('http://localhost/#contact-form');
  });

  it('scrolls to the consultation form on the home page', async () => {
    renderWithTheme(
      <>
        <CtaCard />
        <section id="contact-form" aria-label="Заявка" />
      </>,
    );
    await userEvent.click(screen.getByRole('link', { name: 'Получить консультацию' }));
    expect(scrolledTo).toEqual(['contact-form']);
    expect(openPage).not.toHaveBeenCalled();
  });

  it('opens the pricing page', async () => {
    renderWithTheme(<CtaCard variant="pricing" />);
    await userEvent.click(screen.getByRole('link', { name: 'Смотреть тарифы' }));
    expect(openPage).toHaveBeenCalledWith('http://localhost/pricing');
  });
});
