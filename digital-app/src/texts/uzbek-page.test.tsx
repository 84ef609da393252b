import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { digitalServices } from 'shared-data/testing';
import { renderFeature } from 'shared-ui/testing';
import { DigitalHero } from '../features/digital-hero/components/digital-hero';
import { ServiceCard } from '../features/digital-services/components/service-card';
import { PackPricingSection } from '../features/packs/components/pack-pricing-section';
import { preloadIslands } from '../testing/preload-islands';

beforeAll(preloadIslands);

describe('the studio’s pages under /uz', () => {
  beforeEach(() => window.history.pushState({}, '', '/uz/digital'));
  afterEach(() => window.history.pushState({}, '', '/'));

  it('speak Uzbek in the hero, the starting price’s sentence included', () => {
    renderFeature(<DigitalHero />);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(
      'Biznesingiz uchun sayt, ilova va bot yaratish',
    );
    expect(screen.getByRole('link', { name: 'Loyihani muhokama qilish' })).toHaveAttribute(
      'href',
      '#contact',
    );
    expect(screen.getByLabelText('Studiya raqamlarda')).toBeInTheDocument();
    const price = screen.getByText(/^Loyihalar narxi/);
    expect(price.textContent).toMatch(/^Loyihalar narxi 3\s000\s000\s\S+dan boshlanadi$/);
    expect(price.querySelector('strong')?.textContent).toMatch(/^3\s000\s000\s/);
  });

  it('name the packs and open the constructor in Uzbek', async () => {
    renderFeature(<PackPricingSection />);
    expect(screen.getByRole('region', { name: 'Ishlab chiqish paketlari' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'PRO PACK paketini tanlash' })).toBeInTheDocument();
    expect(screen.getByText('Ommabop')).toBeInTheDocument();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Loyihani yig‘ish' }));
    expect(await screen.findByRole('dialog', { name: 'Digital-loyiha konstruktori' })).toBeInTheDocument();
  });

  it('order a service in Uzbek', () => {
    const [service] = digitalServices;
    if (!service) throw new Error('the catalog has no service');
    renderFeature(
      <ul>
        <ServiceCard service={service} />
      </ul>,
    );
    const card = within(screen.getByRole('listitem', { name: service.title }));
    expect(card.getByRole('button', { name: `Alohida buyurtma: ${service.title}` })).toHaveTextContent(
      'Alohida',
    );
    expect(card.getByText('Paketlarda mavjud:')).toBeInTheDocument();
  });
});
