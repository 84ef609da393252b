import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { axe } from 'jest-axe';
import { testRuntimeConfig } from 'shared-data/testing';
import { ConsultationDialog } from 'shared-ui/layout';
import { renderFeature } from 'shared-ui/testing';
import { preloadIslands } from '../../../testing/preload-islands';
import { DigitalContact } from './digital-contact';

const config = {
  ...testRuntimeConfig,
  agencyPhone: '+998 90 000 11 22',
  contactEmail: 'studio@example.uz',
  telegramUrl: 'https://t.me/example_studio',
  instagramUrl: 'https://www.instagram.com/example.studio',
};

const dialog = () => screen.getByRole('dialog', { name: 'Получить бесплатную консультацию' });
const field = (name: string) => within(dialog()).getByRole('textbox', { name });
const submit = () => within(dialog()).getByRole('button', { name: 'Отправить заявку' });

// The dialog's journey types into four fields, which takes a while on a busy machine.
jest.setTimeout(30_000);

beforeAll(preloadIslands);

describe('DigitalContact', () => {
  it('is accessible and sits under the contact anchor with the two-hour promise', async () => {
    const { container } = renderFeature(<DigitalContact />, { config });
    const section = screen.getByRole('region', { name: 'Обсудим ваш проект' });
    expect(section).toHaveAttribute('id', 'contact');
    expect(within(section).getByText('Свяжемся с вами в течение 2 часов')).toBeVisible();
    expect(await axe(container)).toHaveNoViolations();
  });

  it('shows the contacts of the runtime config', () => {
    renderFeature(<DigitalContact />, { config });
    const contacts = screen.getByRole('list', { name: 'Контакты агентства' });
    expect(within(contacts).getByRole('link', { name: '+998 90 000 11 22' })).toHaveAttribute(
      'href',
      'tel:+998900001122',
    );
    expect(within(contacts).getByRole('link', { name: 'studio@example.uz' })).toHaveAttribute(
      'href',
      'mailto:studio@example.uz',
    );
    expect(within(contacts).getByRole('link', { name: /Написать в Telegram/ })).toHaveAttribute(
      'href',
      config.telegramUrl,
    );
    expect(within(contacts).getByRole('link', { name: /Мы в Instagram/ })).toHaveAttribute(
      'href',
      config.instagramUrl,
    );
    expect(within(contacts).getByText('г. Ташкент, ул. Амира Темура')).toBeVisible();
    expect(within(contacts).getByText('Пн–Вс: 09:00–18:00')).toBeVisible();
  });

  it("opens the page's consultation dialog, which sends nothing until name, email and phone are given", async () => {
    const user = userEvent.setup();
    const { submitted } = renderFeature(
      <>
        <DigitalContact />
        <ConsultationDialog />
      </>,
      { config },
    );
    await user.click(screen.getByRole('button', { name: 'Получить консультацию' }));
    expect(await within(dialog()).findByRole('button', { name: 'Отправить заявку' })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
    await user.type(field('Имя'), 'Шахзод');
    await user.type(field('Email'), 'shahzod@example.uz');
    expect(submit()).toHaveAttribute('aria-disabled', 'true');
    await user.type(field('Телефон'), '+998 93 555 44 33');
    expect(submit()).not.toHaveAttribute('aria-disabled');
    await user.type(field('Сообщение'), 'Нужен Telegram-бот для записи клиентов');
    await user.click(submit());

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(submitted()).toEqual([
      expect.objectContaining({
        type: 'landing_consultation',
        name: 'Шахзод',
        email: 'shahzod@example.uz',
        phone: '+998935554433',
        message: 'Нужен Telegram-бот для записи клиентов',
      }),
    ]);
    expect(await screen.findByText('Заявка отправлена!')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Получить консультацию' })).toHaveFocus();
  });
});
