import { fireEvent, screen, within } from '@testing-library/react';
import { axe } from 'jest-axe';
import { formatMoney, fromPrices } from 'shared-data/catalog';
import { findSeoLandingVariant, testRuntimeConfig } from 'shared-data/testing';
import { asRead, renderFeature } from 'shared-ui/testing';
import { SeoContacts } from './seo-contacts';
import { SeoHero } from './seo-hero';
import { SeoOffers } from './seo-offers';
import { SeoReasons } from './seo-reasons';

jest.mock('../../../../../shared-ui/src/layout/open-page');

describe('SEO landing sections', () => {
  beforeEach(() => {
    Element.prototype.scrollIntoView = jest.fn();
  });

  it('opens with the path’s own headline, the rating and the promised results', async () => {
    const variant = findSeoLandingVariant('/smm-services-tashkent');
    const { container } = renderFeature(<SeoHero variant={variant} />);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(variant.heading);
    expect(screen.getByText(/Рейтинг 4.9\/5 — 47 отзывов/)).toBeInTheDocument();
    for (const figure of ['+300%', '+250%', '200%+']) expect(screen.getByText(figure)).toBeInTheDocument();
    expect(await axe(container)).toHaveNoViolations();
  });

  it('scrolls to the consultation form and to the services from the hero', () => {
    const target = document.createElement('section');
    target.id = 'services-section';
    document.body.append(target);
    renderFeature(<SeoHero variant={findSeoLandingVariant('/seo-landing')} />);
    expect(screen.getByRole('link', { name: 'Получить консультацию' })).toHaveAttribute(
      'href',
      '#contact-form',
    );
    fireEvent.click(screen.getByRole('link', { name: 'Смотреть услуги' }));
    expect(target.scrollIntoView).toHaveBeenCalled();
    target.remove();
  });

  it('shows the SMM and SEO cards with their monthly prices and a link to every service', async () => {
    const { container } = renderFeature(<SeoOffers />);
    const region = screen.getByRole('region', { name: 'Услуги и цены' });
    expect(region).toHaveAttribute('id', 'services-section');
    expect(within(region).getByRole('listitem', { name: 'SMM-продвижение' })).toHaveTextContent(
      asRead(`от ${formatMoney(fromPrices.smmPerMonth)}`),
    );
    expect(within(region).getByRole('listitem', { name: 'SEO-продвижение' })).toHaveTextContent(
      asRead(`от ${formatMoney(fromPrices.seoPerMonth)}`),
    );
    expect(within(region).getByRole('link', { name: 'Все маркетинговые услуги' })).toHaveAttribute(
      'href',
      '/services',
    );
    expect(await axe(container)).toHaveNoViolations();
  });

  it('lists the reasons, and the contacts with the configured phone, address and hours', async () => {
    const { container } = renderFeature(
      <>
        <SeoReasons />
        <SeoContacts />
      </>,
    );
    expect(
      within(screen.getByRole('list', { name: 'Причины выбрать нас' })).getAllByRole('listitem'),
    ).toHaveLength(4);
    const contacts = screen.getByRole('region', { name: 'Контакты' });
    expect(within(contacts).getByRole('link', { name: testRuntimeConfig.agencyPhone })).toHaveAttribute(
      'href',
      expect.stringMatching(/^tel:\+998/),
    );
    expect(contacts).toHaveTextContent('г. Ташкент, ул. Амира Темура');
    expect(contacts).toHaveTextContent('Пн–Вс: 09:00–18:00');
    expect(within(contacts).getByRole('link', { name: 'Заказать звонок' })).toHaveAttribute(
      'href',
      '#contact-form',
    );
    expect(await axe(container)).toHaveNoViolations();
  });
});
