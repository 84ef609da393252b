import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { axe } from 'jest-axe';
import { renderToString } from 'react-dom/server';
import { digitalConstructorBounds } from 'shared-data/configurators';
import { type DigitalConstructorValues, digitalConstructorInitialValues, leadBody } from 'shared-data/forms';
import { createAppStore, type InvokeFunction } from 'shared-data/store';
import {
  constructorCategories,
  digitalConstructorItems,
  digitalConstructorNotices,
  digitalConstructorSchema,
  testRuntimeConfig,
} from 'shared-data/testing';
import { opensDialog } from 'shared-ui';
import { Button } from '../../components/button';
import { Toaster, toast } from '../../components/toast';
import { AppProviders } from '../../micro-frontend/app-providers';
import { renderWithTheme } from '../../testing/render-with-theme';
import { type ConstructorDialogTexts, ConstructorRequestForm } from './constructor-dialog';
import { ContactGroup } from './lead-sections';
import { RequestDialog } from './request-dialog';

const texts: ConstructorDialogTexts = {
  title: 'Конструктор',
  description: 'Соберите проект из модулей.',
  items: 'Модули',
  pickFirst: 'Сначала добавьте модуль.',
  nextSteps: 'Мы перезвоним.',
  count: 'Модулей',
  total: 'Итого',
};

/** The constructor's button and its dialog, as a page renders them. */
function Constructor({ outOfBounds }: { outOfBounds: 'disable' | 'notice' }) {
  return (
    <>
      <Button {...opensDialog('constructor')}>Собрать</Button>
      <RequestDialog id="constructor" title={texts.title} description={texts.description}>
        <ConstructorRequestForm<DigitalConstructorValues>
          dialogId="constructor"
          form="digital_constructor"
          texts={texts}
          items={digitalConstructorItems}
          categories={constructorCategories}
          bounds={digitalConstructorBounds}
          schema={digitalConstructorSchema}
          initialValues={digitalConstructorInitialValues}
          toBody={(values, envelope) => leadBody('digital_constructor', values, envelope)}
          notices={digitalConstructorNotices}
          outOfBounds={outOfBounds}
        >
          <ContactGroup />
        </ConstructorRequestForm>
      </RequestDialog>
    </>
  );
}

const storeWith = (invoke: jest.Mock) =>
  createAppStore({ config: testRuntimeConfig, invokeFunction: invoke as unknown as InvokeFunction });

async function renderDialog(outOfBounds: 'disable' | 'notice') {
  const invoke = jest.fn(async () => ({ data: { success: true, id: '1' } }));
  renderWithTheme(
    <AppProviders store={storeWith(invoke)} config={testRuntimeConfig}>
      <Constructor outOfBounds={outOfBounds} />
      <Toaster />
    </AppProviders>,
  );
  await userEvent.setup().click(screen.getByRole('button', { name: 'Собрать' }));
  return invoke;
}

const dialog = () => within(screen.getByRole('dialog', { name: texts.title }));
const submit = () => dialog().getByRole('button', { name: 'Отправить заявку' });

jest.setTimeout(30_000);

describe('ConstructorRequestForm', () => {
  afterEach(() => {
    act(() => toast.dismiss());
  });

  it('is in the server markup, closed, its quantities and contacts posting without script', () => {
    const html = renderToString(
      <AppProviders store={storeWith(jest.fn())} config={testRuntimeConfig}>
        <Constructor outOfBounds="disable" />
      </AppProviders>,
    );
    const page = new DOMParser().parseFromString(html, 'text/html');
    const dialogElement = page.getElementById('constructor');
    expect(dialogElement?.hasAttribute('open')).toBe(false);
    const form = dialogElement?.querySelector('form');
    expect(form?.getAttribute('method')).toBe('post');
    expect(form?.querySelector<HTMLInputElement>('input[name="form"]')?.value).toBe('digital_constructor');
    expect(form?.querySelector<HTMLInputElement>('input[name="dialog"]')?.value).toBe('constructor');
    expect(form?.querySelector('input[type="number"][name="selection.landing-page"]')).not.toBeNull();
    expect(form?.querySelector('input[name="name"]')).not.toBeNull();
    // Without script the server checks the total, so the button is not held back.
    expect(form?.querySelector('button[type="submit"]')?.hasAttribute('disabled')).toBe(false);
  });

  it('is accessible and asks for an item first while showing the request parts', async () => {
    const user = userEvent.setup();
    await renderDialog('disable');
    expect(await axe(screen.getByRole('dialog'))).toHaveNoViolations();
    expect(dialog().getByText(texts.pickFirst)).toBeInTheDocument();
    expect(dialog().getByRole('textbox', { name: 'Имя' })).toBeInTheDocument();
    expect(dialog().getByText(texts.nextSteps)).toBeInTheDocument();
    await user.click(dialog().getByRole('button', { name: 'Увеличить количество: Лендинг' }));
    expect(dialog().queryByText(texts.pickFirst)).not.toBeInTheDocument();
  });

  it('keeps the submit disabled out of bounds when told to', async () => {
    const user = userEvent.setup();
    await renderDialog('disable');
    expect(submit()).toHaveAttribute('aria-disabled', 'true');
    await user.click(dialog().getByRole('button', { name: 'Увеличить количество: Лендинг' }));
    expect(submit()).toHaveAttribute('aria-disabled', 'true');
    await user.click(dialog().getByRole('button', { name: 'Увеличить количество: Лендинг' }));
    expect(submit()).not.toHaveAttribute('aria-disabled');
  });

  it('answers a submit out of bounds with "Неверный бюджет" when told to', async () => {
    const user = userEvent.setup();
    const invoke = await renderDialog('notice');
    await user.click(dialog().getByRole('button', { name: 'Увеличить количество: Лендинг' }));
    expect(submit()).not.toHaveAttribute('aria-disabled');
    await user.click(submit());
    const notices = within(screen.getByRole('region', { name: 'Уведомления' }));
    expect(await notices.findByText('Неверный бюджет')).toBeInTheDocument();
    expect(invoke).not.toHaveBeenCalled();
  });
});
