import type { Theme } from '@emotion/react';
import { type ReactNode, useId } from 'react';
import { experienceOptions, type Option } from 'shared-data/catalog';
import { Heading } from 'shared-ui';
import { RadioGroupField } from '../../forms/choice-fields';
import { DateField } from '../../forms/date-field';
import { SelectField } from '../../forms/select-field';
import { ContactFields, TextAreaField, TextField } from '../../forms/text-field';

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
      <ContactFields company />
    </FormGroup>
  );
}

/** Props of BusinessGroup. */
export interface BusinessGroupProps {
  /** Label of the free text about the client or the project (`personalInfo`). */
  aboutLabel: string;
  /** The company's activity must be given. */
  activityRequired: boolean;
  /** Further fields, such as the budget. */
  extra?: ReactNode;
}

/** The business part of a constructor request: activity, experience and the client's own words. */
export function BusinessGroup({ aboutLabel, activityRequired, extra }: BusinessGroupProps) {
  return (
    <FormGroup title="О вашем бизнесе">
      <TextField name="companyActivity" label="Сфера деятельности" required={activityRequired} />
      <SelectField name="experienceYears" label="Опыт в бизнесе" options={experienceOptions} />
      {extra}
      <TextAreaField name="personalInfo" label={aboutLabel} />
    </FormGroup>
  );
}

/** Props of MeetingGroup. */
export interface MeetingGroupProps {
  /** The meeting formats the form offers. */
  options: readonly Option[];
  /** A meeting format must be chosen. */
  required: boolean;
}

/** Meeting format and the preferred consultation date of a constructor request. */
export function MeetingGroup({ options, required }: MeetingGroupProps) {
  return (
    <FormGroup title="Встреча">
      <RadioGroupField name="meetingFormat" label="Формат встречи" required={required} options={options} />
      <DateField name="consultationDate" label="Желаемая дата консультации" hint="Необязательно" />
    </FormGroup>
  );
}
