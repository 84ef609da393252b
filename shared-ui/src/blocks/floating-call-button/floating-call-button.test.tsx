import { screen } from '@testing-library/react';
import { axe } from 'jest-axe';
import { testRuntimeConfig } from 'shared-data/testing';
import { renderWithProviders } from '../../testing/render-with-providers';
import { FloatingCallButton } from './floating-call-button';

describe('FloatingCallButton', () => {
  it('is accessible', async () => {
    const { container } = renderWithProviders(<FloatingCallButton />);
    expect(await axe(container)).toHaveNoViolations();
  });

  it('calls the agency phone of the runtime config', () => {
    renderWithProviders(<FloatingCallButton />, {
      config: { ...testRuntimeConfig, agencyPhone: '+998 90 123-45-67' },
    });
    expect(screen.getByRole('link', { name: 'Позвонить: +998 90 123-45-67' })).toHaveAttribute(
      'href',
      'tel:+998901234567',
    );
  });

  it('lies in a landmark of its own, so no content of the page is left outside landmarks', () => {
    renderWithProviders(<FloatingCallButton />);
    expect(screen.getByRole('complementary', { name: 'Быстрая связь' })).toContainElement(
      screen.getByRole('link', { name: /^Позвонить/ }),
    );
  });

  it('on a narrow screen sits in a bar along the bottom edge, a touch-sized round target', () => {
    renderWithProviders(<FloatingCallButton />);
    expect(screen.getByRole('complementary', { name: 'Быстрая связь' })).toHaveStyle({
      position: 'fixed',
      bottom: '0px',
      height: '64px',
    });
    const button = screen.getByRole('link', { name: /^Позвонить/ });
    expect(button).not.toHaveStyle({ position: 'fixed' });
    expect(button).toHaveStyle({ width: '48px', height: '48px', borderRadius: '50%' });
  });
});
