import type { Theme } from '@emotion/react';
import { type ReactNode, useId } from 'react';
import { customPlanMeetingFormatOptions, experienceOptions } from 'shared-data';
import {
  DateField,
  EmailField,
  Heading,
  PhoneField,
  RadioGroupField,
  SelectField,
  TextAreaField,
  TextField,
} from 'shared-ui';

const groupStyles = (theme: Theme) => ({
  display: 'flex',
  flexDirection: 'column' as const,
  gap: theme.space.md,
  paddingTop: theme.space.md,
  borderTop: `1px solid ${theme.colors.border}`,
});

/** A titled part of a constructor form. */
export function FormGroup({ title, children }: { title: string; children: ReactNode }) {
  const titleId = useId();
  return (
    <section aria-labelledby={titleId} css={groupStyles}>
      <Heading level={3} size="xs" id={titleId}>
        {title}
      </Heading>
      {children}
    </section>
  );
}

/** Name, e-mail, phone and company of a constructor request. */
export function ContactGroup() {
  return (
    <FormGroup title="Контактные данные">
      <TextField name="name" label="Имя" required autoComplete="name" />
      <EmailField name="email" label="Email" required />
      <PhoneField name="phone" label="Телефон" required />
      <TextField name="company" label="Компания" autoComplete="organization" />
    </FormGroup>
  );
}

/** The business part of a constructor request; `extra` adds fields such as the budget. */
export function BusinessGroup({ extra }: { extra?: ReactNode }) {
  return (
    <FormGroup title="О вашем бизнесе">
      <TextField name="companyActivity" label="Сфера деятельности" required />
      <SelectField name="experienceYears" label="Опыт в бизнесе" options={experienceOptions} />
      {extra}
      <TextAreaField name="personalInfo" label="Расскажите о себе и своих целях" />
    </FormGroup>
  );
}

/** Meeting format and the preferred consultation date of a constructor request. */
export function MeetingGroup() {
  return (
    <FormGroup title="Встреча">
      <RadioGroupField
        name="meetingFormat"
        label="Формат встречи"
        required
        options={customPlanMeetingFormatOptions}
      />
      <DateField name="consultationDate" label="Желаемая дата консультации" hint="Необязательно" />
    </FormGroup>
  );
}
