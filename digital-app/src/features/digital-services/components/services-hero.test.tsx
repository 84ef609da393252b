import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { axe } from 'jest-axe';
import { ConsultationDialog } from 'shared-ui/layout';
import { renderFeature } from 'shared-ui/testing';
import { preloadIslands } from '../../../testing/preload-islands';
import { ServicesHero } from './services-hero';

beforeAll(preloadIslands);

describe('ServicesHero', () => {
  it('is accessible and shows the headline and the figures', async () => {
    const { container } = renderFeature(<ServicesHero />);
    expect(screen.getByRole('heading', { level: 1, name: 'Услуги разработки' })).toBeVisible();
    const figures = screen.getByLabelText('Студия в цифрах');
    expect(within(figures).getByText('100+')).toBeVisible();
    expect(within(figures).getByText('2–8 недель')).toBeVisible();
    expect(await axe(container)).toHaveNoViolations();
  });

  it("opens the page's consultation dialog", async () => {
    const user = userEvent.setup();
    renderFeature(
      <>
        <ServicesHero />
        <ConsultationDialog />
      </>,
    );
    await user.click(screen.getByRole('button', { name: 'Получить консультацию' }));
    const dialog = screen.getByRole('dialog', { name: 'Получить бесплатную консультацию' });
    expect(await within(dialog).findByRole('button', { name: 'Отправить заявку' })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
  });
});
