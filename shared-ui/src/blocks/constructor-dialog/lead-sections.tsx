import type { Theme } from '@emotion/react';
import { type ReactNode, useId, useMemo } from 'react';
import { experienceOptionsIn, formOptionsTexts, type Option } from 'shared-data/catalog';
import { Heading, sharedUiTexts, usePageLanguage, useTexts } from 'shared-ui';
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
  const texts = useTexts(sharedUiTexts).constructorForm;
  return (
    <FormGroup title={texts.contacts}>
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
  const texts = useTexts(sharedUiTexts);
  const language = usePageLanguage();
  const optionTexts = useTexts(formOptionsTexts);
  const experienceOptions = useMemo(
    () => experienceOptionsIn(optionTexts, language),
    [optionTexts, language],
  );
  return (
    <FormGroup title={texts.constructorForm.business}>
      <TextField name="companyActivity" label={texts.fields.companyActivity} required={activityRequired} />
      <SelectField name="experienceYears" label={texts.fields.experienceYears} options={experienceOptions} />
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
  const texts = useTexts(sharedUiTexts);
  return (
    <FormGroup title={texts.constructorForm.meeting}>
      <RadioGroupField
        name="meetingFormat"
        label={texts.fields.meetingFormat}
        required={required}
        options={options}
      />
      <DateField name="consultationDate" label={texts.fields.consultationDate} hint={texts.fields.optional} />
    </FormGroup>
  );
}
