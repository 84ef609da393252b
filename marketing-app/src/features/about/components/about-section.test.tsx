import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { axe } from 'jest-axe';
import { aboutAgency, digitalServices, marketingServices } from 'shared-data/testing';
import { renderFeature } from 'shared-ui/testing';
import { preloadIslands } from '../../../testing/preload-islands';
import { AboutSection } from './about-section';

const aboutDialog = () => screen.findByRole('dialog', { name: aboutAgency.dialogTitle });

beforeAll(preloadIslands);

describe('AboutSection', () => {
  it('is accessible and shows the figures', async () => {
    const { container } = renderFeature(<AboutSection />);
    const section = screen.getByRole('region', { name: aboutAgency.title });
    expect(section).toHaveAttribute('id', 'about');
    for (const claim of aboutAgency.stats) {
      expect(within(section).getByText(claim.value, { ignore: 'dialog *' })).toBeVisible();
    }
    expect(await axe(container)).toHaveNoViolations();
  });

  it('has both dialogs in its markup, closed, each opened by its button without script', () => {
    const { container } = renderFeature(<AboutSection />);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    const about = screen.getByRole('button', { name: 'Узнать больше о нас' });
    const consultation = screen.getByRole('button', { name: 'Получить консультацию' });
    for (const button of [about, consultation]) {
      expect(button).toHaveAttribute('command', 'show-modal');
      expect(container.querySelector(`dialog#${button.getAttribute('commandfor')}`)).not.toHaveAttribute(
        'open',
      );
    }
    expect(about).toHaveAttribute('commandfor', 'about-agency');
    expect(consultation).toHaveAttribute('commandfor', 'consultation');
  });

  it('opens the about dialog with every part and closes it with its button', async () => {
    const user = userEvent.setup();
    renderFeature(<AboutSection />);
    await user.click(screen.getByRole('button', { name: 'Узнать больше о нас' }));
    const dialog = await aboutDialog();
    for (const title of ['История', 'Миссия', 'Видение', 'Достижения', 'Ценности', 'Наши услуги']) {
      expect(within(dialog).getByRole('heading', { name: title })).toBeVisible();
    }
    for (const value of ['Инновации', 'Качество', 'Партнёрство']) {
      expect(within(dialog).getByRole('heading', { name: value })).toBeVisible();
    }
    expect(within(dialog).getByRole('list', { name: 'Услуги: Marketing Agency' }).children).toHaveLength(
      marketingServices.length,
    );
    expect(within(dialog).getByRole('list', { name: 'Услуги: Digital Agency' }).children).toHaveLength(
      digitalServices.length,
    );
    expect(await axe(dialog)).toHaveNoViolations();
    await user.click(within(dialog).getByRole('button', { name: 'Закрыть' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Узнать больше о нас' })).toHaveFocus();
  });

  it('closes the about dialog with Escape', async () => {
    const user = userEvent.setup();
    renderFeature(<AboutSection />);
    await user.click(screen.getByRole('button', { name: 'Узнать больше о нас' }));
    expect(await aboutDialog()).toBeVisible();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('opens the consultation dialog', async () => {
    const user = userEvent.setup();
    renderFeature(<AboutSection />);
    await user.click(screen.getByRole('button', { name: 'Получить консультацию' }));
    const dialog = screen.getByRole('dialog', { name: 'Получить бесплатную консультацию' });
    expect(await within(dialog).findByRole('button', { name: 'Отправить заявку' })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
  });
});
