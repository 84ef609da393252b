import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { axe } from 'jest-axe';
import {
  constructorCategories,
  digitalConstructorBounds,
  digitalConstructorItems,
} from 'shared-data/configurators';
import {
  type DigitalConstructorValues,
  digitalConstructorInitialValues,
  digitalConstructorLeadBody,
  digitalConstructorNotices,
} from 'shared-data/forms';
import { digitalConstructorSchema } from 'shared-data/schemas';
import { createAppStore, type InvokeFunction } from 'shared-data/store';
import { testRuntimeConfig } from 'shared-data/testing';
import { Toaster, toast } from '../../components/toast';
import { AppProviders } from '../../micro-frontend/app-providers';
import { renderWithTheme } from '../../testing/render-with-theme';
import { ConstructorDialog, type ConstructorDialogTexts } from './constructor-dialog';
import { ContactGroup } from './lead-sections';

const texts: ConstructorDialogTexts = {
  title: 'Конструктор',
  description: 'Соберите проект из модулей.',
  items: 'Модули',
  pickFirst: 'Сначала добавьте модуль.',
  nextSteps: 'Мы перезвоним.',
  count: 'Модулей',
  total: 'Итого',
};

function renderDialog(outOfBounds: 'disable' | 'notice') {
  const invoke = jest.fn(async () => ({ data: { success: true, id: '1' } }));
  renderWithTheme(
    <AppProviders
      store={createAppStore({ config: testRuntimeConfig, invokeFunction: invoke as InvokeFunction })}
      config={testRuntimeConfig}
    >
      <ConstructorDialog<DigitalConstructorValues>
        open
        onOpenChange={() => undefined}
        texts={texts}
        items={digitalConstructorItems}
        categories={constructorCategories}
        bounds={digitalConstructorBounds}
        schema={digitalConstructorSchema}
        initialValues={digitalConstructorInitialValues}
        toBody={(values, envelope) => digitalConstructorLeadBody(values, envelope)}
        notices={digitalConstructorNotices}
        outOfBounds={outOfBounds}
      >
        <ContactGroup />
      </ConstructorDialog>
      <Toaster />
    </AppProviders>,
  );
  return invoke;
}

const dialog = () => within(screen.getByRole('dialog', { name: texts.title }));
const submit = () => dialog().getByRole('button', { name: 'Отправить заявку' });

describe('ConstructorDialog', () => {
  afterEach(() => {
    act(() => toast.dismiss());
  });

  it('is accessible and shows the request parts only once an item is picked', async () => {
    const user = userEvent.setup();
    renderDialog('disable');
    expect(await axe(screen.getByRole('dialog'))).toHaveNoViolations();
    expect(dialog().getByText(texts.pickFirst)).toBeInTheDocument();
    expect(dialog().queryByRole('textbox', { name: 'Имя' })).not.toBeInTheDocument();
    await user.click(dialog().getByRole('button', { name: 'Добавить: Лендинг' }));
    expect(dialog().getByRole('textbox', { name: 'Имя' })).toBeInTheDocument();
    expect(dialog().getByText(texts.nextSteps)).toBeInTheDocument();
  });

  it('keeps the submit disabled out of bounds when told to', async () => {
    const user = userEvent.setup();
    renderDialog('disable');
    await user.click(dialog().getByRole('button', { name: 'Добавить: Лендинг' }));
    expect(submit()).toBeDisabled();
    await user.click(dialog().getByRole('button', { name: 'Увеличить количество: Лендинг' }));
    expect(submit()).toBeEnabled();
  });

  it('answers a submit out of bounds with "Неверный бюджет" when told to', async () => {
    const user = userEvent.setup();
    const invoke = renderDialog('notice');
    await user.click(dialog().getByRole('button', { name: 'Добавить: Лендинг' }));
    expect(submit()).toBeEnabled();
    await user.click(submit());
    const notices = within(screen.getByRole('region', { name: 'Уведомления' }));
    expect(await notices.findByText('Неверный бюджет')).toBeInTheDocument();
    expect(invoke).not.toHaveBeenCalled();
  });
});
