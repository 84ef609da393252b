import { act, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Formik, useFormikContext } from 'formik';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import type { Option } from 'shared-data/catalog';
import { AppThemeProvider } from '../theme/app-theme-provider';
import { CheckboxListField, RadioGroupField } from './choice-fields';
import { QuantityStepper } from './quantity-stepper';
import { SelectField } from './select-field';
import { TextField } from './text-field';

const formats: Option[] = [
  { value: 'office', label: 'В офисе' },
  { value: 'online', label: 'Онлайн' },
];
const channels: Option[] = [
  { value: 'mail', label: 'Почта' },
  { value: 'phone', label: 'Телефон' },
  { value: 'telegram', label: 'Telegram' },
];

interface Values {
  name: string;
  format: string;
  channels: string[];
  budget: string;
  pages: number;
}

/** Shows the form's state as text, as the lead would be built from it. */
function StateProbe() {
  const { values } = useFormikContext<Values>();
  return <output data-testid="state">{JSON.stringify(values)}</output>;
}

function Form() {
  const { values, setFieldValue } = useFormikContext<Values>();
  return (
    <form>
      <TextField name="name" label="Имя" />
      <RadioGroupField name="format" label="Формат встречи" options={formats} />
      <CheckboxListField name="channels" label="Как связаться" options={channels} />
      <SelectField name="budget" label="Бюджет" options={[{ value: 'up-to-5m', label: 'До 5 млн' }]} />
      <QuantityStepper
        itemName="Страница"
        name="pages"
        quantity={values.pages}
        onChange={(pages) => void setFieldValue('pages', pages)}
      />
      <StateProbe />
    </form>
  );
}

const tree = (
  <AppThemeProvider>
    <Formik<Values>
      initialValues={{ name: '', format: '', channels: [], budget: '', pages: 0 }}
      onSubmit={() => undefined}
    >
      <Form />
    </Formik>
  </AppThemeProvider>
);

describe('choices made in the markup before the form hydrates', () => {
  let host: HTMLElement;
  let root: Root | undefined;

  beforeEach(() => {
    host = document.createElement('div');
    host.innerHTML = renderToString(tree);
    document.body.appendChild(host);
  });

  afterEach(() => {
    act(() => root?.unmount());
    host.remove();
  });

  it('are taken into the state and stay chosen when the form renders again', async () => {
    const page = within(host);
    // Before the code: the visitor picks a format, two channels (out of the list's order), a budget and a quantity.
    (page.getByRole('radio', { name: 'Онлайн' }) as HTMLInputElement).checked = true;
    (page.getByRole('checkbox', { name: 'Telegram' }) as HTMLInputElement).checked = true;
    (page.getByRole('checkbox', { name: 'Почта' }) as HTMLInputElement).checked = true;
    (page.getByRole('combobox', { name: 'Бюджет' }) as HTMLSelectElement).value = 'up-to-5m';
    (page.getByRole('spinbutton', { name: 'Количество: Страница' }) as HTMLInputElement).value = '3';
    await act(async () => {
      root = hydrateRoot(host, tree);
    });
    expect(JSON.parse(page.getByTestId('state').textContent ?? '')).toEqual({
      name: '',
      format: 'online',
      channels: ['mail', 'telegram'],
      budget: 'up-to-5m',
      pages: 3,
    });
    // Typing elsewhere renders every field again: the choices hold.
    await userEvent.type(page.getByRole('textbox', { name: 'Имя' }), 'Нодира');
    expect(page.getByRole('radio', { name: 'Онлайн' })).toBeChecked();
    expect(page.getByRole('checkbox', { name: 'Telegram' })).toBeChecked();
    expect(page.getByRole('checkbox', { name: 'Телефон' })).not.toBeChecked();
    expect(page.getByRole('combobox', { name: 'Бюджет' })).toHaveValue('up-to-5m');
    expect(page.getByRole('spinbutton', { name: 'Количество: Страница' })).toHaveValue(3);
  });

  it('change nothing when nothing was picked', async () => {
    await act(async () => {
      root = hydrateRoot(host, tree);
    });
    expect(JSON.parse(within(host).getByTestId('state').textContent ?? '')).toEqual({
      name: '',
      format: '',
      channels: [],
      budget: '',
      pages: 0,
    });
  });
});
