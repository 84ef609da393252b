import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { digitalServicesIn, digitalServicesTexts, textsOf } from 'shared-data/catalog';
import { renderFeature } from 'shared-ui/testing';
import { ServiceCard } from '../features/digital-services/components/service-card';
import { preloadIslands } from '../testing/preload-islands';
import { DigitalHomePage } from './digital-home/digital-home-page';
import { DigitalServicesPage } from './digital-services/digital-services-page';

beforeAll(preloadIslands);

const cyrillic = /\p{Script=Cyrillic}/u;

/** The page's own part: its sections and dialogs (the header and footer around it are shared-ui's). */
const mainOf = (container: HTMLElement) => {
  const main = container.querySelector('main');
  if (!main) throw new Error('the page has no main');
  return main;
};

describe('the studio’s pages under /uz', () => {
  afterEach(() => window.history.pushState({}, '', '/'));

  it('the landing speaks Uzbek: the catalog’s profile, figures, reasons, packs, projects and contacts', () => {
    window.history.pushState({}, '', '/uz/digital');
    const { container } = renderFeature(<DigitalHomePage />, { page: true });
    const main = mainOf(container);
    expect(within(main).getByText('Ishlab chiqish studiyasi')).toBeInTheDocument();
    expect(within(main).getByText('digital-loyiha')).toBeInTheDocument();
    expect(within(main).getByText(/^Loyihalar narxi/)).toHaveTextContent(
      /^Loyihalar narxi 3\s000\s000\sso‘mdan boshlanadi$/,
    );
    expect(within(main).getByRole('heading', { level: 3, name: 'Internet-do‘kon' })).toBeInTheDocument();
    expect(within(main).getAllByText('4–6 hafta').length).toBeGreaterThan(0);
    expect(main.textContent).toMatch(/18\s000\s000\sso‘m/);
    expect(within(main).getByText('Toshkent sh., Amir Temur ko‘chasi')).toBeInTheDocument();
    expect(main.textContent).not.toMatch(cyrillic);
  });

  it('the landing’s constructor lists the catalog’s modules in Uzbek', async () => {
    window.history.pushState({}, '', '/uz/digital');
    renderFeature(<DigitalHomePage />, { page: true });
    await userEvent.setup().click(screen.getByRole('button', { name: 'Loyihani yig‘ish' }));
    const dialog = await screen.findByRole('dialog', { name: 'Digital-loyiha konstruktori' });
    expect(within(dialog).getAllByText('Xavfsizlik').length).toBeGreaterThan(0);
    expect(dialog.textContent).toMatch(/\d\sso‘m/);
    expect(dialog.textContent).not.toMatch(cyrillic);
  });

  it('the services page speaks Uzbek: the services, their prices and packs, and the technologies', () => {
    window.history.pushState({}, '', '/uz/digital/services');
    const { container } = renderFeature(<DigitalServicesPage />, { page: true });
    const main = mainOf(container);
    expect(within(main).getByRole('listitem', { name: 'Veb-ishlab chiqish' })).toBeInTheDocument();
    expect(within(main).getAllByText('Ishonchli relyatsion ma’lumotlar bazasi')).toHaveLength(1);
    expect(within(main).getAllByText(/^8\s000\s000 - 25\s000\s000\sso‘m$/).length).toBeGreaterThan(0);
    expect(screen.getAllByRole('dialog', { hidden: true }).length).toBeGreaterThan(0);
    expect(main.textContent).not.toMatch(cyrillic);
  });

  it('a service ordered on an Uzbek page is answered in Uzbek and names the service by its Russian title', async () => {
    window.history.pushState({}, '', '/uz/digital/services');
    const [web] = digitalServicesIn(textsOf(digitalServicesTexts, 'uz'), 'uz');
    if (!web) throw new Error('the catalog has no service');
    const { submitted } = renderFeature(
      <ul>
        <ServiceCard service={web} />
      </ul>,
    );
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Alohida buyurtma: Veb-ishlab chiqish' }));
    const dialog = within(screen.getByRole('dialog', { name: '«Veb-ishlab chiqish» xizmatiga buyurtma' }));
    await dialog.findByRole('form', { name: 'Ariza uchun kontaktlar' });
    expect(dialog.getByRole('region', { name: 'Tanlangan xizmat' })).toHaveTextContent(
      /Taxminiy narx: 8\s000\s000 - 25\s000\s000\sso‘m/,
    );
    await user.type(dialog.getByRole('textbox', { name: 'Ism' }), 'Timur');
    await user.type(dialog.getByRole('textbox', { name: 'Elektron pochta' }), 'timur@example.uz');
    await user.type(dialog.getByRole('textbox', { name: 'Telefon' }), '998901112233');
    await user.click(dialog.getByRole('button', { name: 'Ariza yuborish' }));
    await waitFor(() => expect(submitted()).toHaveLength(1));
    expect(submitted()).toEqual([
      expect.objectContaining({ type: 'service_order', service: 'Веб-разработка' }),
    ]);
    expect(
      await screen.findByText('Xizmatni muhokama qilish uchun tez orada siz bilan bog‘lanamiz.'),
    ).toBeInTheDocument();
  });
});
