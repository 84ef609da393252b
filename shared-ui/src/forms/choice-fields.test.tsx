import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { axe } from 'jest-axe';
import { customPlanInitialValues } from 'shared-data/forms';
import {
  customPlanMeetingFormatOptions,
  customPlanSchema,
  fieldMessages,
  landingServiceOptions,
} from 'shared-data/testing';
import { CheckboxListField, RadioGroupField } from './choice-fields';
import { renderInForm } from './render-in-form';

const renderChoices = (schema?: typeof customPlanSchema) =>
  renderInForm(
    <>
      <RadioGroupField
        name="meetingFormat"
        label="Формат встречи"
        options={customPlanMeetingFormatOptions}
        required
      />
      <CheckboxListField
        name="services"
        label="Услуги"
        hint="Можно выбрать несколько"
        options={landingServiceOptions}
      />
    </>,
    { initialValues: { meetingFormat: '', services: [] as string[] }, schema },
  );

describe('RadioGroupField and CheckboxListField', () => {
  it('are accessible', async () => {
    const { container } = renderChoices();
    expect(await axe(container)).toHaveNoViolations();
  });

  it('group the choices under their legend', () => {
    renderChoices();
    const radios = screen.getByRole('group', { name: 'Формат встречи' });
    expect(within(radios).getAllByRole('radio')).toHaveLength(customPlanMeetingFormatOptions.length);
    for (const radio of within(radios).getAllByRole('radio')) expect(radio).toBeRequired();
    const group = screen.getByRole('group', { name: 'Услуги' });
    expect(group).toHaveAccessibleDescription('Можно выбрать несколько');
    expect(screen.getAllByRole('checkbox')).toHaveLength(landingServiceOptions.length);
  });

  it('store one value for the radios and a list, in option order, for the checkboxes', async () => {
    const user = userEvent.setup();
    const { onSubmit } = renderChoices();
    await user.click(screen.getByRole('radio', { name: 'Встреча в офисе' }));
    await user.click(screen.getByRole('radio', { name: 'Онлайн-встреча (видеозвонок)' }));
    expect(screen.getByRole('radio', { name: 'Онлайн-встреча (видеозвонок)' })).toBeChecked();
    expect(screen.getByRole('radio', { name: 'Встреча в офисе' })).not.toBeChecked();
    await user.click(screen.getByRole('checkbox', { name: 'SEO продвижение' }));
    await user.click(screen.getByRole('checkbox', { name: 'Таргетированная реклама' }));
    await user.click(screen.getByRole('checkbox', { name: 'CRM системы' }));
    await user.click(screen.getByRole('checkbox', { name: 'CRM системы' }));
    await user.click(screen.getByRole('button', { name: 'Отправить' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalled());
    expect(onSubmit.mock.calls[0][0]).toEqual({ meetingFormat: 'online', services: ['targeted-ads', 'seo'] });
  });

  it('shows the schema message on the group and focuses its first choice after a failed submit', async () => {
    const user = userEvent.setup();
    renderInForm(
      <RadioGroupField
        name="meetingFormat"
        label="Формат встречи"
        options={customPlanMeetingFormatOptions}
        required
      />,
      { initialValues: customPlanInitialValues, schema: customPlanSchema },
    );
    await user.click(screen.getByRole('button', { name: 'Отправить' }));
    const group = screen.getByRole('group', { name: 'Формат встречи' });
    await waitFor(() => expect(group).toHaveAttribute('aria-invalid', 'true'));
    expect(group).toHaveAccessibleDescription(fieldMessages.meetingFormatRequired);
    expect(screen.getAllByRole('radio')[0]).toHaveFocus();
  });
});
