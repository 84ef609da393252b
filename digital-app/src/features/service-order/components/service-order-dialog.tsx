import { digitalServices } from 'shared-data/catalog';
import {
  type ServiceOrderValues,
  serviceOrderInitialValues,
  serviceOrderLeadBody,
  serviceOrderNotices,
} from 'shared-data/forms';
import {
  Dialog,
  EmailField,
  FormBody,
  PhoneField,
  TextAreaField,
  TextField,
  useLeadSubmit,
} from 'shared-ui/forms';
import { orderPlan, type ServiceOrderChoice, type ServiceOrderRequest } from '../service-order-request';
import { OrderSummary } from './order-summary';

/** Texts of the service order dialog. */
export const serviceOrderDialogTexts = {
  title: ({ service, mode }: ServiceOrderRequest) =>
    mode === 'pack' ? `Пакет с услугой «${service.title}»` : `Заказ услуги «${service.title}»`,
  description: 'Оставьте контакты, и мы свяжемся с вами для обсуждения услуги, сроков и стоимости.',
  form: 'Контакты для заявки',
  submit: 'Отправить заявку',
  sending: 'Отправка...',
} as const;

/** Props of ServiceOrderDialog. */
export interface ServiceOrderDialogProps {
  /** The service and how it is wanted; the dialog shows nothing without one. */
  request: ServiceOrderRequest | null;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

const contactsFilled = (values: ServiceOrderValues) =>
  [values.name, values.email, values.phone].every((value) => value.trim() !== '');

function OrderForm({ request, onDone }: { request: ServiceOrderRequest; onDone: () => void }) {
  const plan = orderPlan(request);
  const onSubmit = useLeadSubmit<ServiceOrderValues>({
    toBody: (values, envelope) => ({
      ...serviceOrderLeadBody(values, envelope),
      planName: plan.planName,
      planPrice: plan.planPrice,
      estimated_price: plan.estimatedPrice,
    }),
    notices: serviceOrderNotices,
    serverMessage: false,
    onSuccess: onDone,
  });
  return (
    <FormBody<ServiceOrderValues>
      aria-label={serviceOrderDialogTexts.form}
      schema={(schemas) => schemas.serviceOrderSchema}
      initialValues={serviceOrderInitialValues(request.service.title)}
      canSubmit={contactsFilled}
      submitLabel={serviceOrderDialogTexts.submit}
      loadingLabel={serviceOrderDialogTexts.sending}
      onSubmit={onSubmit}
    >
      <TextField name="name" label="Имя" required autoComplete="name" />
      <EmailField name="email" label="Email" required />
      <PhoneField name="phone" label="Телефон" required />
      <TextField name="company" label="Компания" autoComplete="organization" />
      <TextAreaField name="message" label="Сообщение" />
    </FormBody>
  );
}

/**
 * The order of one development service: shows the service with its price range (and for a pack the packs that
 * include it) and sends a `service_order` lead; on success it shows the spec's toast, clears and closes.
 */
export function ServiceOrderDialog({ request, open, onOpenChange }: ServiceOrderDialogProps) {
  if (request === null) return null;
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title={serviceOrderDialogTexts.title(request)}
      description={serviceOrderDialogTexts.description}
    >
      <OrderSummary request={request} />
      <OrderForm
        key={`${request.service.id}-${request.mode}`}
        request={request}
        onDone={() => onOpenChange(false)}
      />
    </Dialog>
  );
}

/** The service order dialog for a service card's choice: the service comes from the catalog, with the dialog's code. */
export function ServiceChoiceOrderDialog({
  choice,
  ...props
}: Omit<ServiceOrderDialogProps, 'request'> & { choice: ServiceOrderChoice | null }) {
  const service = choice && digitalServices.find((candidate) => candidate.id === choice.serviceId);
  return <ServiceOrderDialog request={service ? { service, mode: choice.mode } : null} {...props} />;
}
