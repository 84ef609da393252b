import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { axe } from 'jest-axe';
import type { AmbassadorRecord, AmbassadorReferralsResult } from 'shared-data/forms';
import { failure, renderFeature, type StubAnswer } from '../../../testing/render-feature';
import { AmbassadorDashboard } from './ambassador-dashboard';

jest.setTimeout(20_000);

const record: AmbassadorRecord = {
  name: 'Лола Юсупова',
  email: 'lola@example.uz',
  phone: '+998901234567',
  promo_code: 'LOLA15-K7M9X2P',
  referral_link: 'https://agency.example/referral/k3m9x2p7qa?code=LOLA15-K7M9X2P',
  total_referrals: 3,
  total_earnings: 3_646_500,
};
const token = 'tok-lola';

const referrals: AmbassadorReferralsResult = {
  referrals: [
    {
      created_at: '2026-11-26T07:00:00.000Z',
      client: 'Азиз К.',
      subject: 'Тариф: BUSINESS',
      status: 'in_progress',
      commission: null,
      paid_at: null,
    },
    {
      created_at: '2026-11-20T07:00:00.000Z',
      client: 'Дилноза Р.',
      subject: 'Тариф: BUSINESS',
      status: 'won',
      commission: 1_823_250,
      paid_at: '2026-11-25T10:00:00.000Z',
    },
    {
      created_at: '2026-10-31T20:00:00.000Z',
      client: 'Бекзод А.',
      subject: 'Услуга: Мобильные приложения',
      status: 'won',
      commission: 1_823_250,
      paid_at: null,
    },
    {
      created_at: '2026-10-02T07:00:00.000Z',
      client: 'Малика Ю.',
      subject: 'Калькулятор',
      status: 'lost',
      commission: null,
      paid_at: null,
    },
  ],
  months: [{ month: '2026-11', earned: 3_646_500, paid: 1_823_250 }],
};

const renderDashboard = (answer: () => StubAnswer = () => ({ data: referrals })) =>
  renderFeature(<AmbassadorDashboard ambassador={record} token={token} onSignOut={() => {}} />, {
    stubs: { 'ambassador-referrals': answer },
  });

const pngSignature = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];

describe('AmbassadorDashboard', () => {
  afterEach(() => {
    Reflect.deleteProperty(navigator, 'share');
  });

  it('offers Telegram and WhatsApp where the browser has no share sheet', async () => {
    const { container } = renderDashboard();
    const message = 'Скидка 15% на все тарифы по моей ссылке. Промокод: LOLA15-K7M9X2P';
    const telegram = screen.getByRole('link', { name: 'Поделиться в Telegram' });
    expect(telegram).toHaveAttribute(
      'href',
      `https://t.me/share/url?url=${encodeURIComponent(record.referral_link)}&text=${encodeURIComponent(message)}`,
    );
    expect(telegram).toHaveAttribute('target', '_blank');
    expect(telegram).toHaveAttribute('rel', 'noopener noreferrer');
    expect(screen.getByRole('link', { name: 'Поделиться в WhatsApp' })).toHaveAttribute(
      'href',
      `https://wa.me/?text=${encodeURIComponent(`${message} ${record.referral_link}`)}`,
    );
    expect(screen.queryByRole('button', { name: 'Поделиться' })).not.toBeInTheDocument();
    await screen.findByRole('img', { name: 'QR-код вашей реферальной ссылки' });
    await screen.findByText('Азиз К.');
    expect(await axe(container)).toHaveNoViolations();
  });

  it('opens the share sheet where there is one; a closed sheet is no failure, a failed one offers the links', async () => {
    const share = jest
      .fn<Promise<void>, [ShareData]>()
      .mockRejectedValueOnce(new DOMException('Share canceled', 'AbortError'))
      .mockRejectedValueOnce(new DOMException('Not allowed', 'NotAllowedError'));
    Object.defineProperty(navigator, 'share', { value: share, configurable: true });
    const user = userEvent.setup();
    renderDashboard();
    expect(screen.queryByRole('link', { name: 'Поделиться в Telegram' })).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Поделиться' }));
    expect(share).toHaveBeenCalledWith({
      title: 'Поделиться ссылкой',
      text: 'Скидка 15% на все тарифы по моей ссылке. Промокод: LOLA15-K7M9X2P',
      url: record.referral_link,
    });
    expect(screen.getByRole('button', { name: 'Поделиться' })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Поделиться' }));
    expect(await screen.findByRole('link', { name: 'Поделиться в Telegram' })).toBeInTheDocument();
    expect(share).toHaveBeenCalledTimes(2);
  });

  it('shows the link as a QR code in SVG and downloads it as a PNG', async () => {
    renderDashboard();
    const code = await screen.findByRole('img', { name: 'QR-код вашей реферальной ссылки' });
    const svg = decodeURIComponent(
      (code.getAttribute('src') ?? '').replace(/^data:image\/svg\+xml;charset=utf-8,/, ''),
    );
    expect(svg).toMatch(/^<svg[^>]*viewBox="0 0 \d+ \d+"/);
    const download = screen.getByRole('link', { name: 'Скачать QR-код (PNG)' });
    expect(download).toHaveAttribute('download', 'qr-LOLA15-K7M9X2P.png');
    const href = download.getAttribute('href') ?? '';
    expect(href).toMatch(/^data:image\/png;base64,/);
    const png = Buffer.from(href.split(',')[1] ?? '', 'base64');
    expect([...png.subarray(0, 8)]).toEqual(pngSignature);
    // The IHDR chunk holds the picture's width and height.
    expect([png.readUInt32BE(16), png.readUInt32BE(20)]).toEqual([512, 512]);
  });

  it('lists the referrals with the shortened name, the status and the commission, paid or not', async () => {
    const { callsTo } = renderDashboard();
    const list = await screen.findByRole('list', {
      name: 'Заявки по вашему промокоду и ссылке, новые сверху',
    });
    const items = within(list).getAllByRole('listitem');
    expect(items).toHaveLength(4);
    expect(items[0]).toHaveTextContent('Азиз К.В работе26 ноября 2026 г. · Тариф: BUSINESS');
    expect(items[0]).not.toHaveTextContent('Комиссия');
    expect(items[1]).toHaveTextContent(
      'Дилноза Р.Сделка заключена20 ноября 2026 г. · Тариф: BUSINESSКомиссия: 1 823 250 сум — выплачено 25 ноября 2026 г.',
    );
    // Late on 31 October in UTC is 1 November in Tashkent.
    expect(items[2]).toHaveTextContent(
      'Бекзод А.Сделка заключена1 ноября 2026 г. · Услуга: Мобильные приложенияКомиссия: 1 823 250 сум — ждёт выплаты',
    );
    expect(items[3]).toHaveTextContent('Малика Ю.Не состоялась2 октября 2026 г. · Калькулятор');
    const months = screen.getByRole('table', { name: 'Заработок по месяцам' });
    const [, november] = within(months).getAllByRole('row');
    expect(november).toHaveTextContent('Ноябрь 2026 г.3 646 500 сум1 823 250 сум');
    expect(within(months).getAllByRole('row')).toHaveLength(2);
    expect(callsTo('ambassador-referrals')[0]?.[2]).toEqual({ 'x-ambassador-token': token });
  });

  it('says when there are no referrals yet, and offers to try again when they did not load', async () => {
    let answer: StubAnswer = failure(500, 'internal_error', 'Ошибка сервера');
    const user = userEvent.setup();
    const { callsTo } = renderDashboard(() => answer);
    expect(await screen.findByRole('alert')).toHaveTextContent('Не удалось загрузить рефералов.');
    answer = { data: { referrals: [], months: [] } };
    await user.click(screen.getByRole('button', { name: 'Повторить' }));
    expect(
      await screen.findByText('Пока никто не оставил заявку по вашему промокоду или ссылке.'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    await waitFor(() => expect(callsTo('ambassador-referrals')).toHaveLength(2));
  });
});
