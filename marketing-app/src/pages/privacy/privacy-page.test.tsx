import { screen, within } from '@testing-library/react';
import { axe } from 'jest-axe';
import { privacyPolicy } from 'shared-data/catalog';
import { company, testRuntimeConfig } from 'shared-data/testing';
import { renderFeature } from 'shared-ui/testing';
import { PrivacyPage } from './privacy-page';

const config = { ...testRuntimeConfig, contactEmail: 'privacy@example.uz', agencyPhone: '+998 90 765 43 21' };

describe('PrivacyPage', () => {
  it('has one h1 and a heading per section of the policy, and is accessible', async () => {
    const { container } = renderFeature(<PrivacyPage />, { config, page: true });
    expect(screen.getAllByRole('heading', { level: 1 }).map((h) => h.textContent)).toEqual([
      'Политика конфиденциальности',
    ]);
    const main = within(screen.getByRole('main'));
    expect(main.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual([
      'Кто обрабатывает данные',
      'Какие данные мы получаем',
      'Зачем',
      'Где хранятся данные',
      'Как долго',
      'Кто ещё их видит',
      'Ваши права',
      'Как попросить удалить данные',
      'Редакция политики',
    ]);
    expect(await axe(container)).toHaveNoViolations();
  });

  it('names the agency with the contacts of the runtime config and the policy’s version', () => {
    renderFeature(<PrivacyPage />, { config, page: true });
    const section = (name: string) => within(screen.getByRole('region', { name }));
    const operator = section('Кто обрабатывает данные').getByText(/обрабатывает агентство/);
    expect(operator).toHaveTextContent(company.name);
    expect(operator).toHaveTextContent(company.addressText);
    expect(operator).toHaveTextContent('privacy@example.uz');
    expect(operator).toHaveTextContent('+998 90 765 43 21');
    expect(section('Как попросить удалить данные').getByText(/10 рабочих дней/)).toHaveTextContent(
      /privacy@example\.uz.*\+998 90 765 43 21/,
    );
    expect(section('Как попросить удалить данные').getByText(/резервных копиях/)).toHaveTextContent(
      'Из рабочей базы данные удаляются сразу, а в её резервных копиях остаются не дольше 30 дней',
    );
    expect(section('Где хранятся данные').getByText(/ЗРУ-547/)).toHaveTextContent('Республике Узбекистан');
    expect(section('Как долго').getByText(/3 года после последнего контакта/)).toBeInTheDocument();
    expect(section('Редакция политики').getByText(new RegExp(privacyPolicy.version))).toBeInTheDocument();
  });

  it('describes the analytics and offers to change the choice only on a site with an analytics id', async () => {
    const { unmount } = renderFeature(<PrivacyPage />, { config, page: true });
    expect(screen.queryByRole('region', { name: 'Cookie и аналитика' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Изменить выбор об аналитике' })).not.toBeInTheDocument();
    unmount();

    const { container } = renderFeature(<PrivacyPage />, {
      config: { ...config, yandexMetricaId: '98765432', ga4MeasurementId: 'G-ABC123XYZ' },
      page: true,
    });
    const analytics = within(screen.getByRole('region', { name: 'Cookie и аналитика' }));
    expect(analytics.getByText(/«Принять»/)).toHaveTextContent('Яндекс Метрику и Google Analytics 4');
    expect(analytics.getByText(/изменить в любой момент/)).toHaveTextContent('удаляем cookie аналитики');
    const change = analytics.getByRole('button', { name: 'Изменить выбор об аналитике' });
    expect(change).toHaveAttribute('data-consent-reopen', '');
    expect(change).toHaveAttribute('type', 'button');
    expect(await axe(container)).toHaveNoViolations();
  });
});
