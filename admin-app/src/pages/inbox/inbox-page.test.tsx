import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { axe } from 'jest-axe';
import type { AdminLeadDetail, AdminLeadSummary, AdminStatusCounts } from 'shared-data/admin';
import { keepSession } from '../../session/session-storage';
import { type AdminAnswer, renderAdmin } from '../../testing/render-admin';

// jsdom draws no canvas: the chart is a picture with its name, its numbers are in the table the test reads.
jest.mock('../../features/pipeline-summary/components/summary-chart', () => ({
  SummaryChart: ({ label }: { label: string }) => <div role="img" aria-label={label} />,
}));

const lead: AdminLeadSummary = {
  id: '6f1c2b1e-8a4d-4c2e-9b7a-1d2e3f4a5b6c',
  created_at: '2025-08-01T10:00:00.000Z',
  type: 'plan_order',
  status: 'new',
  name: 'Бекзод Алиев',
  email: 'bekzod@example.uz',
  phone: '+998907654321',
  subject: 'BUSINESS',
  final_price: 12_155_000,
  promo_code: 'LOLA15',
  suspected: true,
  suspected_reason: 'форма отправлена через 1 с',
  source: { utm_source: 'telegram', landing_path: '/pricing' },
  language: 'ru',
  owner: null,
  next_contact_on: null,
};

const page = (
  leads: AdminLeadSummary[] = [lead],
  total = leads.length,
  counts: AdminStatusCounts = { new: total, in_progress: 0, won: 0, lost: 0 },
) => ({
  data: { leads, total, page: 1, page_size: 50, counts },
});

const detail = (
  status: AdminLeadSummary['status'],
  moves: AdminLeadDetail['lead']['moves'],
): AdminLeadDetail => ({
  lead: {
    ...lead,
    status,
    discount_amount: 2_145_000,
    plan_price: 14_300_000,
    ambassador: { name: 'Лола', email: 'lola@example.uz', promo_code: 'LOLA15' },
    commission: status === 'won' ? 1_823_250 : null,
    commission_paid: null,
    fields: [
      { label: 'Заявка', value: 'Заказ тарифа' },
      { label: 'Комментарий', value: 'Позвоните вечером' },
    ],
    moves,
    version: 1,
  },
  history: [],
  changes: [],
  notes: [],
});

const signedIn = () =>
  keepSession({
    manager: { email: 'manager@agency.uz' },
    token: 'session-token',
    expires_at: new Date(Date.now() + 3600_000).toISOString(),
  });

afterEach(() => localStorage.clear());

describe('the team inbox', () => {
  it('signs a manager in with the mailed code and shows the inbox', async () => {
    const user = userEvent.setup();
    const view = renderAdmin({
      'admin-send-code': () => ({ data: { sent: true, attempt: 'k'.repeat(43) } }),
      'admin-verify': () => ({
        data: {
          manager: { email: 'manager@agency.uz' },
          token: 'fresh-token',
          expires_at: new Date(Date.now() + 12 * 3600_000).toISOString(),
        },
      }),
      'admin-leads': () => page(),
    });
    expect(await axe(view.container)).toHaveNoViolations();
    await user.type(await screen.findByRole('textbox', { name: /Рабочий email/ }), 'manager@agency.uz');
    await user.click(screen.getByRole('button', { name: 'Получить код' }));
    await user.type(await screen.findByRole('textbox', { name: /Код из письма/ }), '1234 5678');
    await user.click(screen.getByRole('button', { name: 'Войти' }));
    expect(await screen.findByText('Вы вошли как manager@agency.uz')).toBeInTheDocument();
    expect(await screen.findByText('Всего: 1')).toBeInTheDocument();
    expect(view.callsTo('admin-verify')[0]?.body).toEqual({
      email: 'manager@agency.uz',
      code: '12345678',
      attempt: 'k'.repeat(43),
    });
    expect(view.callsTo('admin-leads')[0]?.headers).toEqual({ 'x-admin-token': 'fresh-token' });
    expect(screen.getAllByText(/возможно, бот/).length).toBeGreaterThan(0);
    expect(JSON.parse(localStorage.getItem('adminSession') ?? '{}')).toMatchObject({ token: 'fresh-token' });
  });

  it('sends a manager whose session ended back to sign-in, saying why', async () => {
    signedIn();
    renderAdmin({
      'admin-leads': () => ({
        error: { status: 401, code: 'unauthorized', message: 'Сессия закончилась. Войдите снова.' },
      }),
    });
    expect(await screen.findByRole('alert')).toHaveTextContent('Сессия закончилась. Войдите снова.');
    expect(screen.getByRole('heading', { level: 1, name: 'Вход для команды' })).toBeInTheDocument();
    expect(localStorage.getItem('adminSession')).toBeNull();
  });

  it('says when the leads did not load, loads them again on «Повторить» and shows them once they come', async () => {
    signedIn();
    const user = userEvent.setup();
    let answerRetry: (answer: AdminAnswer) => void = () => undefined;
    // The first load fails, the retry waits for the test to answer, and every later one finds the lead.
    const answers: (() => AdminAnswer | Promise<AdminAnswer>)[] = [
      () => ({ error: { status: 0, code: 'network_error', message: 'Нет связи с сервером.' } }),
      () => new Promise<AdminAnswer>((resolve) => (answerRetry = resolve)),
    ];
    const view = renderAdmin({
      // renderAdmin awaits what the stub gives, so a pending answer holds that call.
      'admin-leads': () => (answers.shift()?.() ?? page([lead])) as AdminAnswer,
    });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Нет связи с сервером.');
    expect(screen.queryByText('Всего: 1')).not.toBeInTheDocument();
    expect(await axe(view.container)).toHaveNoViolations();

    // The retry shows it is under way; failing again, it says why and offers itself again.
    await user.click(within(alert).getByRole('button', { name: 'Повторить' }));
    expect(view.callsTo('admin-leads')).toHaveLength(2);
    expect(await within(alert).findByRole('button', { name: 'Загружаем заявки…' })).toHaveAttribute(
      'aria-busy',
      'true',
    );
    act(() =>
      answerRetry({ error: { status: 503, code: 'db_unavailable', message: 'База данных недоступна' } }),
    );
    expect(await within(alert).findByText('База данных недоступна')).toBeInTheDocument();

    await user.click(await within(alert).findByRole('button', { name: 'Повторить' }));
    expect(await screen.findByText('Всего: 1')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Открыть заявку: Бекзод Алиев' })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(view.callsTo('admin-leads')).toHaveLength(3);
  });

  it('keeps the filter and the page in the address and asks the server for them', async () => {
    signedIn();
    const user = userEvent.setup();
    const view = renderAdmin({ 'admin-leads': () => page([lead], 120) }, '/admin?status=new');
    expect(await screen.findByText('Страница 1 из 3')).toBeInTheDocument();
    expect(view.callsTo('admin-leads')[0]?.body).toEqual({ status: 'new', page: 1, page_size: 50 });

    await user.selectOptions(screen.getByRole('combobox', { name: 'Тип' }), 'Тариф');
    await user.type(screen.getByRole('searchbox', { name: 'Имя, email или телефон' }), '90 765');
    await user.type(screen.getByRole('combobox', { name: 'Источник: utm_source или сайт' }), 'telegram');
    await user.click(screen.getByRole('button', { name: 'Показать' }));
    expect(screen.getByRole('status', { name: 'адрес' })).toHaveTextContent(
      '/admin?status=new&type=plan_order&q=90+765&source=telegram',
    );
    await user.click(screen.getByRole('button', { name: 'Дальше' }));
    expect(await screen.findByText('Страница 2 из 3')).toBeInTheDocument();
    expect(view.callsTo('admin-leads').at(-1)?.body).toEqual({
      type: 'plan_order',
      status: 'new',
      q: '90 765',
      source: 'telegram',
      page: 2,
      page_size: 50,
    });
  });

  it('shows the leads by status with their counts; a status narrows the list and the title counts new leads', async () => {
    signedIn();
    document.title = 'Заявки — AGENCY';
    const user = userEvent.setup();
    const counts = { new: 3, in_progress: 2, won: 1, lost: 0 };
    const view = renderAdmin({ 'admin-leads': () => page([lead], 6, counts) });
    const tabs = await screen.findByRole('group', { name: 'Заявки по статусу' });
    expect(
      within(tabs)
        .getAllByRole('button')
        .map((tab) => tab.textContent),
    ).toEqual(['Все 6', 'Новые 3', 'В работе 2', 'Выиграны 1', 'Проиграны 0']);
    expect(within(tabs).getByRole('button', { name: 'Все 6' })).toHaveAttribute('aria-pressed', 'true');
    expect(document.title).toBe('(3) Заявки — AGENCY');
    expect(await axe(tabs)).toHaveNoViolations();

    await user.click(within(tabs).getByRole('button', { name: 'В работе 2' }));
    expect(screen.getByRole('status', { name: 'адрес' })).toHaveTextContent('/admin?status=in_progress');
    expect(view.callsTo('admin-leads').at(-1)?.body).toEqual({
      status: 'in_progress',
      page: 1,
      page_size: 50,
    });
    expect(within(tabs).getByRole('button', { name: 'В работе 2' })).toHaveAttribute('aria-pressed', 'true');
    view.unmount();
    expect(document.title).toBe('Заявки — AGENCY');
  });

  describe('while open', () => {
    const arrived: AdminLeadSummary = { ...lead, id: 'b2c3', name: 'Нодира Юсупова', type: 'consultation' };
    const shown: { title: string; body?: string }[] = [];
    class RecordedNotification {
      static permission: NotificationPermission = 'default';
      static requestPermission = jest.fn(async () => {
        RecordedNotification.permission = 'granted';
        return RecordedNotification.permission;
      });
      onclick: (() => void) | null = null;
      constructor(title: string, options?: NotificationOptions) {
        shown.push({ title, ...(options?.body ? { body: options.body } : {}) });
      }
      close() {}
    }
    beforeEach(() => {
      jest.useFakeTimers();
      shown.length = 0;
      RecordedNotification.permission = 'default';
      Object.assign(window, { Notification: RecordedNotification });
    });
    afterEach(() => {
      jest.useRealTimers();
      Reflect.deleteProperty(window, 'Notification');
      jest.restoreAllMocks();
    });

    it('asks again every 10 s, so a new lead shows without a reload, and notifies when the manager is away', async () => {
      signedIn();
      const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
      let leads = [lead];
      const view = renderAdmin({ 'admin-leads': () => page(leads) });
      expect(await screen.findByText('Всего: 1')).toBeInTheDocument();
      await user.click(screen.getByRole('button', { name: 'Уведомлять о новых заявках' }));
      expect(RecordedNotification.requestPermission).toHaveBeenCalled();
      expect(await screen.findByRole('button', { name: 'Выключить уведомления' })).toBeInTheDocument();

      // The manager is in another window when the next lead comes.
      jest.spyOn(document, 'hasFocus').mockReturnValue(false);
      leads = [arrived, lead];
      await jest.advanceTimersByTimeAsync(10_000);
      expect(await screen.findByText('Всего: 2')).toBeInTheDocument();
      expect(screen.getAllByText('Нодира Юсупова').length).toBeGreaterThan(0);
      expect(view.callsTo('admin-leads')).toHaveLength(2);
      expect(shown).toEqual([{ title: 'Новая заявка', body: 'Консультация: Нодира Юсупова' }]);

      // Looking at the inbox, the list is enough: no notification.
      jest.spyOn(document, 'hasFocus').mockReturnValue(true);
      leads = [{ ...arrived, id: 'c3d4', name: 'Азиз' }, arrived, lead];
      await jest.advanceTimersByTimeAsync(10_000);
      expect(await screen.findByText('Всего: 3')).toBeInTheDocument();
      expect(shown).toHaveLength(1);
    });

    it('says when the browser refuses notifications', async () => {
      signedIn();
      RecordedNotification.permission = 'denied';
      renderAdmin({ 'admin-leads': () => page() });
      expect(await screen.findByText('Уведомления запрещены в настройках браузера')).toBeInTheDocument();
      expect(screen.queryByRole('button', { name: 'Уведомлять о новых заявках' })).not.toBeInTheDocument();
    });
  });

  it('shows «Сводка»: the figures, a chart and a table per breakdown, and the top ambassadors', async () => {
    signedIn();
    const user = userEvent.setup();
    const days = Array.from({ length: 30 }, (_, index) => `2026-11-${String(index + 1).padStart(2, '0')}`);
    const counts = (at: Record<number, number>) => days.map((_, index) => at[index] ?? 0);
    const view = renderAdmin({
      'admin-leads': () => page(),
      'admin-summary': () => ({
        data: {
          days,
          by_type: [
            { key: 'plan_order', counts: counts({ 29: 2 }) },
            { key: 'consultation', counts: counts({ 0: 1, 29: 1 }) },
          ],
          by_source: [
            { key: 'telegram', counts: counts({ 29: 3 }) },
            { key: '', counts: counts({ 0: 1 }) },
          ],
          total: 4,
          won: 1,
          lost: 1,
          won_amount: 12_155_000,
          ambassadors: [{ name: 'Лола', promo_code: 'LOLA15', leads: 2, won: 1, won_amount: 12_155_000 }],
        },
      }),
    });
    await user.click(await screen.findByRole('link', { name: 'Сводка' }));
    const summary = await screen.findByRole('region', { name: 'Сводка за 30 дней' });
    expect(await within(summary).findAllByText('1 (25%)', { selector: 'dd' })).toHaveLength(2);
    expect(within(summary).getAllByText('12 155 000 сум').length).toBe(2);
    const byType = within(summary).getByRole('table', { name: 'Заявки по дням и типам' });
    expect(
      within(byType)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['День', 'Тариф', 'Консультация']);
    expect(within(byType).getByRole('row', { name: '30.11 2 1' })).toBeInTheDocument();
    const bySource = within(summary).getByRole('table', { name: 'Заявки по дням и источникам' });
    expect(within(bySource).getByRole('columnheader', { name: 'Прямые заходы' })).toBeInTheDocument();
    expect(await within(summary).findByRole('img', { name: 'Заявки по дням и типам' })).toBeInTheDocument();
    expect(within(summary).getByRole('row', { name: /Лола LOLA15 2 1/ })).toBeInTheDocument();
    expect(view.callsTo('admin-summary')[0]?.headers).toEqual({ 'x-admin-token': 'session-token' });
    expect(await axe(summary)).toHaveNoViolations();
  });

  it('offers only the days the server takes in the date fields', async () => {
    signedIn();
    renderAdmin({ 'admin-leads': () => page([lead], 1) }, '/admin');
    for (const name of ['С даты', 'По дату']) {
      const field = await screen.findByLabelText(name);
      expect(field).toHaveAttribute('min', '2000-01-01');
      expect(field).toHaveAttribute('max', '2100-12-31');
    }
  });

  it('opens a lead in Russian and moves it along the workflow', async () => {
    signedIn();
    const user = userEvent.setup();
    let current = detail('new', ['in_progress', 'lost']);
    const view = renderAdmin({
      'admin-leads': () => page(),
      'admin-lead': () => ({ data: current }),
      'admin-lead-status': (body) => {
        current = detail((body as { status: 'in_progress' }).status, ['won', 'lost', 'new']);
        return { data: current };
      },
    });
    await user.click(
      (await screen.findAllByRole('button', { name: 'Открыть заявку: Бекзод Алиев' }))[0] as HTMLElement,
    );
    const dialog = await screen.findByRole('dialog', { name: 'Бекзод Алиев — Новая' });
    expect(within(dialog).getByText('Позвоните вечером')).toBeInTheDocument();
    expect(within(dialog).getByRole('link', { name: 'Позвонить: +998 90 765 43 21' })).toHaveAttribute(
      'href',
      'tel:+998907654321',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Взять в работу' }));
    const working = await screen.findByRole('dialog', { name: 'Бекзод Алиев — В работе' });
    expect(within(working).getByText('Статус: В работе')).toHaveAttribute('role', 'status');
    expect(view.callsTo('admin-lead-status')[0]).toMatchObject({
      body: { id: lead.id, status: 'in_progress' },
      headers: { 'x-admin-token': 'session-token' },
    });
  });

  it('gives a lead an owner and a next contact, refuses a stale save clearly, and keeps notes', async () => {
    signedIn();
    const user = userEvent.setup();
    let current = detail('new', ['in_progress', 'lost']);
    let stale = false;
    const view = renderAdmin({
      'admin-leads': () => page(),
      'admin-me': () => ({
        data: {
          manager: { email: 'manager@agency.uz' },
          expires_at: new Date(Date.now() + 3600_000).toISOString(),
          managers: ['manager@agency.uz', 'aziza@agency.uz'],
        },
      }),
      'admin-lead': () => ({ data: current }),
      'admin-lead-work': (body) => {
        if (stale) {
          current = { ...current, lead: { ...current.lead, owner: 'aziza@agency.uz', version: 3 } };
          return {
            error: {
              status: 409,
              code: 'stale_lead',
              message:
                'Заявку только что изменил другой менеджер. Мы показали новые данные: проверьте их и повторите.',
            },
          };
        }
        const input = body as { owner: string | null; next_contact_on: string | null };
        current = {
          ...current,
          lead: { ...current.lead, owner: input.owner, next_contact_on: input.next_contact_on, version: 2 },
          changes: [
            {
              field: 'owner',
              from: null,
              to: input.owner,
              by: 'manager@agency.uz',
              at: '2025-08-01T11:00:00.000Z',
            },
          ],
        };
        return { data: current };
      },
      'admin-lead-note': (body) => {
        current = {
          ...current,
          notes: [
            {
              text: (body as { text: string }).text,
              by: 'manager@agency.uz',
              at: '2025-08-01T12:00:00.000Z',
            },
          ],
        };
        return { data: current };
      },
    });
    await user.click(
      (await screen.findAllByRole('button', { name: 'Открыть заявку: Бекзод Алиев' }))[0] as HTMLElement,
    );
    const dialog = await screen.findByRole('dialog', { name: 'Бекзод Алиев — Новая' });
    const work = within(dialog).getByRole('region', { name: 'Работа с заявкой' });
    expect(within(work).getByText('Заметок пока нет.')).toBeInTheDocument();
    await user.selectOptions(
      await within(work).findByRole('combobox', { name: 'Ответственный' }),
      'aziza@agency.uz',
    );
    await user.type(within(work).getByLabelText('Следующий контакт'), '2025-08-05');
    await user.click(within(work).getByRole('button', { name: 'Сохранить' }));
    expect(await within(work).findByText('Сохранено')).toBeInTheDocument();
    expect(view.callsTo('admin-lead-work')[0]?.body).toEqual({
      id: lead.id,
      version: 1,
      owner: 'aziza@agency.uz',
      next_contact_on: '2025-08-05',
    });
    expect(
      await within(dialog).findByText(
        '1 августа 2025 г., 16:00: ответственный Не назначен → aziza@agency.uz, manager@agency.uz',
      ),
    ).toBeInTheDocument();

    stale = true;
    await user.selectOptions(
      within(work).getByRole('combobox', { name: 'Ответственный' }),
      'manager@agency.uz',
    );
    await user.click(within(work).getByRole('button', { name: 'Сохранить' }));
    expect(
      await within(work).findByText(/^Не удалось сохранить: Заявку только что изменил другой менеджер\./),
    ).toHaveAttribute('role', 'alert');
    expect(view.callsTo('admin-lead-work')[1]?.body).toMatchObject({
      version: 2,
      owner: 'manager@agency.uz',
    });

    await user.type(within(work).getByRole('textbox', { name: 'Заметка' }), 'Перезвонить после 15:00');
    await user.click(within(work).getByRole('button', { name: 'Добавить заметку' }));
    expect(await within(work).findByText('Перезвонить после 15:00')).toBeInTheDocument();
    expect(within(work).getByText('1 августа 2025 г., 17:00, manager@agency.uz')).toBeInTheDocument();
    expect(within(work).getByRole('textbox', { name: 'Заметка' })).toHaveValue('');
    expect(await axe(dialog)).toHaveNoViolations();
  });

  it('narrows the list to the manager’s own leads and today’s contacts', async () => {
    signedIn();
    const user = userEvent.setup();
    const view = renderAdmin({ 'admin-leads': () => page() });
    await user.click(await screen.findByRole('checkbox', { name: 'Только мои' }));
    await user.click(screen.getByRole('checkbox', { name: 'Связаться сегодня' }));
    await user.click(screen.getByRole('button', { name: 'Показать' }));
    expect(screen.getByRole('status', { name: 'адрес' })).toHaveTextContent('/admin?owner=mine&due=today');
    expect(view.callsTo('admin-leads').at(-1)?.body).toEqual({
      owner: 'mine',
      due: 'today',
      page: 1,
      page_size: 50,
    });
  });

  it('marks the leads of clients who wrote in Uzbek, and narrows the list to a language', async () => {
    signedIn();
    const user = userEvent.setup();
    const uzbek: AdminLeadSummary = {
      ...lead,
      id: `${lead.id.slice(0, -1)}7`,
      name: 'Шахзод',
      language: 'uz',
    };
    const view = renderAdmin({ 'admin-leads': () => page([uzbek, { ...lead, suspected: false }]) });
    const list = await screen.findByRole('list', { name: 'Заявки, новые сверху' });
    const [first, second] = within(list).getAllByRole('listitem');
    expect(first).toHaveTextContent('язык: узбекский');
    expect(second).not.toHaveTextContent('язык');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Язык клиента' }), 'узбекский');
    await user.click(screen.getByRole('button', { name: 'Показать' }));
    expect(screen.getByRole('status', { name: 'адрес' })).toHaveTextContent('/admin?language=uz');
    expect(view.callsTo('admin-leads').at(-1)?.body).toEqual({ language: 'uz', page: 1, page_size: 50 });
    expect(await axe(list)).toHaveNoViolations();
  });

  it('says in the dialog when a status move fails, and the lead keeps its status', async () => {
    signedIn();
    const user = userEvent.setup();
    renderAdmin({
      'admin-leads': () => page(),
      'admin-lead': () => ({ data: detail('new', ['in_progress', 'lost']) }),
      'admin-lead-status': () => ({
        error: { status: 409, code: 'conflict', message: 'Заявку уже взял другой менеджер.' },
      }),
    });
    await user.click(
      (await screen.findAllByRole('button', { name: 'Открыть заявку: Бекзод Алиев' }))[0] as HTMLElement,
    );
    const dialog = await screen.findByRole('dialog', { name: 'Бекзод Алиев — Новая' });
    await user.click(within(dialog).getByRole('button', { name: 'Взять в работу' }));
    expect(
      await within(dialog).findByText('Не удалось изменить статус: Заявку уже взял другой менеджер.'),
    ).toHaveAttribute('role', 'alert');
    expect(screen.getByRole('dialog', { name: 'Бекзод Алиев — Новая' })).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Взять в работу' })).toBeEnabled();
  });

  it('lists failed mail and sends one again', async () => {
    signedIn();
    const user = userEvent.setup();
    const view = renderAdmin(
      {
        'admin-failed-mail': () => ({
          data: {
            jobs: [
              {
                id: 'job-1',
                kind: 'Письмо о заявке',
                to: 'leads@agency.uz',
                lead_id: lead.id,
                attempts: 10,
                last_error: 'HTTP 502: Bad Gateway',
                created_at: '2025-08-01T10:00:00.000Z',
              },
            ],
          },
        }),
        'admin-mail-retry': () => ({ data: { queued: true } }),
      },
      '/admin?section=mail',
    );
    expect(await screen.findByText('Ошибка: HTTP 502: Bad Gateway')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Отправить снова' }));
    expect(await screen.findByText('Письмо снова в очереди')).toBeInTheDocument();
    expect(view.callsTo('admin-mail-retry')[0]?.body).toEqual({ id: 'job-1' });
  });

  it('erases a person’s data once the manager confirms, and says what was done or what is wrong', async () => {
    signedIn();
    const user = userEvent.setup();
    const view = renderAdmin(
      {
        'admin-erase': (body) =>
          (body as { contact: string }).contact.includes('@')
            ? { data: { leads: 2, mails: 1, ambassadors: 1 } }
            : {
                error: {
                  status: 400,
                  code: 'validation_failed',
                  message: 'Проверьте правильность заполнения полей',
                  fields: { contact: 'Это не e-mail и не номер телефона' },
                },
              },
      },
      '/admin?section=erase',
    );
    const section = await screen.findByRole('region', { name: 'Удаление данных по запросу' });
    expect(await axe(section)).toHaveNoViolations();
    const submit = within(section).getByRole('button', { name: 'Удалить данные' });
    await user.type(within(section).getByRole('textbox', { name: 'E-mail или телефон' }), 'дилноза');
    expect(submit).toBeDisabled();
    await user.click(within(section).getByRole('checkbox', { name: /данные удалятся безвозвратно/ }));
    await user.click(submit);
    expect(await within(section).findByRole('alert')).toHaveTextContent('Это не e-mail и не номер телефона');
    const contact = within(section).getByRole('textbox', { name: 'E-mail или телефон' });
    await user.clear(contact);
    await user.type(contact, 'dilnoza@example.uz');
    await user.click(submit);
    expect(await within(section).findByRole('status')).toHaveTextContent(
      'Готово: обезличено заявок — 2, писем удалено — 1, кабинетов амбассадора закрыто — 1.',
    );
    expect(view.callsTo('admin-erase').at(-1)?.body).toEqual({ contact: 'dilnoza@example.uz' });
    expect(contact).toHaveValue('');
  });
});
