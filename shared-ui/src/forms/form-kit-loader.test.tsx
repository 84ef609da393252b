import type { ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { formKitGroups } from 'shared-data/page';
import { AppThemeProvider } from '../theme/app-theme-provider';
import { coreFormKitCode, formKitFor, loadFormKit } from './form-kit-loader';
import { DateField, EmailField, FormBody, TextField } from './form-kit-parts';

const acceptAll = { validate: async (value: unknown) => value, cast: (value: unknown) => value };

const markupOf = (fields: ReactNode) =>
  renderToString(
    <AppThemeProvider>
      <FormBody
        aria-label="Форма"
        schema={acceptAll}
        initialValues={{ name: '', email: '', date: '' }}
        onSubmit={jest.fn()}
        submitLabel="Отправить"
        loadingLabel="Отправка..."
      >
        {fields}
      </FormBody>
    </AppThemeProvider>,
  );

describe('the form kit a form hydrates with', () => {
  beforeAll(() => loadFormKit());

  it('loads the core with the whole kit, so the core parts of a whole-kit form render in place', () => {
    expect(coreFormKitCode.ifLoaded()).toBeDefined();
  });

  it('is the core for a form of text fields alone', () => {
    const html = markupOf(
      <>
        <TextField name="name" label="Имя" />
        <EmailField name="email" label="Email" />
      </>,
    );
    expect(html).toContain('<form');
    expect(formKitFor(html)).toBe(formKitGroups.core);
  });

  it('is the whole kit once any part from beyond the core is in the form', () => {
    const html = markupOf(
      <>
        <TextField name="name" label="Имя" />
        <DateField name="date" label="Дата" />
      </>,
    );
    expect(formKitFor(html)).toBe(formKitGroups.whole);
  });

  it('is none for markup without a form', () => {
    expect(formKitFor('<section><p>Текст</p></section>')).toBeUndefined();
  });
});
