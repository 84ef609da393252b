import { budgetOptions, customPlanMeetingFormatOptions } from 'shared-data/catalog';
import { customPlanChecklist } from 'shared-data/configurators';
import {
  type CustomPlanValues,
  customPlanInitialValues,
  customPlanLeadBody,
  customPlanNotices,
} from 'shared-data/forms';
import { selectPromoCode, useAppSelector } from 'shared-data/store';
import {
  BusinessGroup,
  CheckboxListField,
  ConstructorFormDialog,
  ContactGroup,
  FormGroup,
  MeetingGroup,
  SelectField,
  TextAreaField,
  TextField,
  useLeadSubmit,
} from 'shared-ui/forms';
import { customPlanTexts } from '../custom-plan-texts';

/** Props of CustomPlanDialog. */
export interface CustomPlanDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Called after the request was stored and the dialog closed. */
  onSent?: () => void;
}

/** Values of a fresh form, as FormBody holds them. */
type CustomPlanFormValues = typeof customPlanInitialValues;

/** The custom-tariff request: services to tick, business details and the meeting; sends a `custom_plan` lead. */
export function CustomPlanDialog({ open, onOpenChange, onSent }: CustomPlanDialogProps) {
  const storedPromoCode = useAppSelector(selectPromoCode);
  const onSubmit = useLeadSubmit<CustomPlanFormValues>({
    toBody: (values, envelope) => customPlanLeadBody(values as CustomPlanValues, envelope),
    notices: customPlanNotices,
    serverMessage: false,
    onSuccess: () => {
      onOpenChange(false);
      onSent?.();
    },
  });
  return (
    <ConstructorFormDialog<CustomPlanFormValues>
      open={open}
      onOpenChange={onOpenChange}
      title={customPlanTexts.title}
      description={customPlanTexts.description}
      schema={(schemas) => schemas.customPlanSchema}
      initialValues={{ ...customPlanInitialValues, promoCode: storedPromoCode ?? '' }}
      onSubmit={onSubmit}
    >
      <FormGroup title="Услуги">
        <div
          css={(theme) => ({
            '& fieldset > div': {
              display: 'grid',
              gap: theme.space.xxs,
              [theme.mq.md]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' },
            },
          })}
        >
          <CheckboxListField
            name="selectedServices"
            label="Какие услуги вам нужны"
            options={customPlanChecklist}
          />
        </div>
      </FormGroup>
      <ContactGroup />
      <BusinessGroup
        aboutLabel={customPlanTexts.about}
        activityRequired
        extra={<SelectField name="budget" label="Бюджет в месяц" options={budgetOptions} />}
      />
      <MeetingGroup options={customPlanMeetingFormatOptions} required />
      <FormGroup title="Дополнительно">
        <TextField name="promoCode" label="Промокод" autoComplete="off" hint="Необязательно" />
        <TextAreaField name="comments" label="Комментарий" />
      </FormGroup>
    </ConstructorFormDialog>
  );
}
