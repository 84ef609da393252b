import { screen, within } from '@testing-library/react';
import { axe } from 'jest-axe';
import { renderFeature } from 'shared-ui/testing';
import { DigitalStats } from '../../digital-stats/components/digital-stats';
import { DigitalWhyUs } from './digital-why-us';

describe('DigitalWhyUs', () => {
  it('names four reasons under the why-us anchor', async () => {
    const { container } = renderFeature(<DigitalWhyUs />);
    const section = screen.getByRole('region', { name: 'Почему выбирают нашу студию' });
    expect(section).toHaveAttribute('id', 'why-us');
    const reasons = within(section).getAllByRole('listitem');
    expect(reasons.map((reason) => within(reason).getByRole('heading').textContent)).toEqual([
      'Полный цикл разработки',
      'Старт работ за 24 часа',
      'Фиксированные цена и сроки',
      'Поддержка после запуска',
    ]);
    expect(within(section).getByText(/запускаем за 2–8 недель/)).toBeVisible();
    expect(await axe(container)).toHaveNoViolations();
  });
});

describe('DigitalStats', () => {
  it('shows four figures about the agency', async () => {
    const { container } = renderFeature(<DigitalStats />);
    const section = screen.getByRole('region', { name: 'Агентство в цифрах' });
    expect(
      within(section)
        .getAllByRole('definition')
        .map((value) => value.textContent),
    ).toEqual(['98%', '24/7', '3 года', '4.9/5']);
    expect(within(section).getByText('рейтинг по 47 отзывам')).toBeVisible();
    expect(await axe(container)).toHaveNoViolations();
  });
});
