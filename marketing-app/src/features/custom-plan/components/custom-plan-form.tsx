import { useMemo } from 'react';
import { budgetOptionsIn, customPlanMeetingFormatOptionsIn, formOptionsTexts } from 'shared-data/catalog';
import { customPlanChecklistIn, customPlanChecklistTexts } from 'shared-data/configurators';
import { sharedDataTexts } from 'shared-data/fields';
import { type CustomPlanValues, customPlanInitialValues, leadBody } from 'shared-data/forms';
import { closeDialog, usePageLanguage, useTexts } from 'shared-ui';
import {
  BusinessGroup,
  CheckboxListField,
  ConstructorForm,
  ContactGroup,
  FormGroup,
  KeptPromoCode,
  MeetingGroup,
  SelectField,
  TextAreaField,
  TextField,
  useLeadSubmit,
} from 'shared-ui/forms';
import { marketingTexts } from '../../../texts/book';

/** Props of CustomPlanForm: what its island's element carries, so plain JSON. */
export interface CustomPlanFormProps {
  /** The id of the dialog the form sits in: a refused post shows it open again, a sent request closes it. */
  dialogId: string;
  /** Dialogs under this one that a sent request closes too (the constructor tariff's order dialog). */
  closesToo?: string[];
}

/** Values of a fresh form, as FormBody holds them. */
type CustomPlanFormValues = typeof customPlanInitialValues;

/**
 * The custom-tariff request: services to tick, business details and the meeting. It posts a `custom_plan` lead
 * without script; with script it checks as the visitor types, sends through `submit-application`, thanks with a
 * toast and closes its dialog and the dialogs under it.
 */
export function CustomPlanForm({ dialogId, closesToo = [] }: CustomPlanFormProps) {
  const texts = useTexts(marketingTexts).customPlan;
  const language = usePageLanguage();
  const checklistBook = useTexts(customPlanChecklistTexts);
  const checklist = useMemo(() => customPlanChecklistIn(checklistBook), [checklistBook]);
  const optionTexts = useTexts(formOptionsTexts);
  const budgets = useMemo(() => budgetOptionsIn(optionTexts, language), [optionTexts, language]);
  const meetingFormats = customPlanMeetingFormatOptionsIn(optionTexts, language);
  const notices = useTexts(sharedDataTexts).notices.customPlan;
  const onSubmit = useLeadSubmit<CustomPlanFormValues>({
    toBody: (values, envelope) => leadBody('custom_plan', values as CustomPlanValues, envelope),
    notices,
    serverMessage: false,
    onSuccess: () => {
      for (const id of [dialogId, ...closesToo]) closeDialog(id);
    },
  });
  return (
    <ConstructorForm<CustomPlanFormValues>
      title={texts.title}
      post={{ form: 'custom_plan', dialog: dialogId }}
      schema={(schemas) => schemas.customPlanSchema}
      initialValues={customPlanInitialValues}
      onSubmit={onSubmit}
    >
      <FormGroup title={texts.services}>
        <div
          css={(theme) => ({
            '& fieldset > div': {
              display: 'grid',
              gap: theme.space.xxs,
              [theme.mq.md]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' },
            },
          })}
        >
          <CheckboxListField name="selectedServices" label={texts.servicesLabel} options={checklist} />
        </div>
      </FormGroup>
      <ContactGroup />
      <BusinessGroup
        aboutLabel={texts.about}
        activityRequired
        extra={<SelectField name="budget" label={texts.budget} options={budgets} />}
      />
      <MeetingGroup options={meetingFormats} required />
      <FormGroup title={texts.extra}>
        <TextField name="promoCode" label={texts.promoCode} autoComplete="off" hint={texts.optional} />
        <KeptPromoCode />
        <TextAreaField name="comments" label={texts.comments} />
      </FormGroup>
    </ConstructorForm>
  );
}
