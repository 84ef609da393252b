import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { axe } from 'jest-axe';
import { ConsultationDialog } from 'shared-ui/layout';
import { renderFeature } from 'shared-ui/testing';
import { preloadIslands } from '../../../testing/preload-islands';
import { ServicesCta } from './services-cta';

beforeAll(preloadIslands);

describe('ServicesCta', () => {
  it('is accessible and links to the packs of the digital landing', async () => {
    const { container } = renderFeature(<ServicesCta />);
    expect(screen.getByRole('link', { name: 'Смотреть пакеты' })).toHaveAttribute('href', '/digital#pricing');
    expect(await axe(container)).toHaveNoViolations();
  });

  it('opens the consultation dialog of the page from "Техническая консультация"', async () => {
    const user = userEvent.setup();
    renderFeature(
      <>
        <ServicesCta />
        <ConsultationDialog />
      </>,
    );
    await user.click(screen.getByRole('button', { name: 'Техническая консультация' }));
    const dialog = screen.getByRole('dialog', { name: 'Получить бесплатную консультацию' });
    await user.click(within(dialog).getByRole('button', { name: 'Закрыть' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Техническая консультация' })).toHaveFocus();
  });
});
