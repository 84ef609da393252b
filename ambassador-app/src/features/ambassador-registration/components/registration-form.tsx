import type { FormikErrors } from 'formik';
import { ambassadorProgrammeBook, ambassadorRegistrationNoticesIn } from 'shared-data/ambassador';
import type { Notice } from 'shared-data/catalog';
import { type AmbassadorSession, ambassadorRegistrationForm, sharedDataTexts } from 'shared-data/forms';
import { toast, useTexts } from 'shared-ui';
import {
  asServerError,
  EmailField,
  FailedSubmitNotice,
  FormBody,
  PhoneField,
  serverFieldErrors,
  TextField,
  useMutationOnDemand,
} from 'shared-ui/forms';
import { ambassadorTexts } from '../../../texts/book';
import { EmailLookup } from './email-lookup';

interface RegistrationValues {
  name: string;
  email: string;
  phone: string;
}

const initialValues: RegistrationValues = { name: '', email: '', phone: '' };

/** The notice for a registration without a name or an e-mail (`notice`, in the page's language), else none. */
const missingNameOrEmail =
  (notice: Notice) => (_errors: FormikErrors<RegistrationValues>, values: RegistrationValues) =>
    values.name.trim() === '' || values.email.trim() === '' ? notice : null;

export interface RegistrationFormProps {
  /** Registration succeeded: the new ambassador and the dashboard token. */
  onRegistered: (session: AmbassadorSession) => void;
  /** The e-mail belongs to a registered ambassador, who logs in by a mailed code instead. */
  onKnownEmail: (email: string) => void;
  /** Id of the heading naming the form. */
  labelledBy: string;
}

/**
 * Registration as an ambassador: full name and e-mail required (nothing is sent without them), phone optional.
 * A registered e-mail, noticed while typing or answered by the server, hands over to the code login.
 */
export function RegistrationForm({ onRegistered, onKnownEmail, labelledBy }: RegistrationFormProps) {
  const texts = useTexts(ambassadorTexts).registration;
  const notices = ambassadorRegistrationNoticesIn(useTexts(ambassadorProgrammeBook));
  const { requiredFields } = useTexts(sharedDataTexts).ambassador;
  const register = useMutationOnDemand((api) => api.ambassadorApi.endpoints.registerAmbassador);
  return (
    <FormBody<RegistrationValues>
      aria-labelledby={labelledBy}
      schema={(schemas) => schemas.ambassadorRegistrationSchema}
      initialValues={initialValues}
      submitLabel={texts.submit}
      loadingLabel={texts.sending}
      // Without script it posts to the page, and the site's server registers the ambassador (decision record 027).
      post={{ form: ambassadorRegistrationForm }}
      onSubmit={async (values, helpers) => {
        let session: AmbassadorSession;
        try {
          session = await register(values);
        } catch (error) {
          const serverError = asServerError(error);
          helpers.setErrors(serverFieldErrors(serverError, values));
          toast.error(notices.failure.title, serverError.message || notices.failure.description);
          if (serverError.code === 'already_registered') onKnownEmail(values.email.trim());
          return;
        }
        toast.success(notices.success.title, notices.success.description);
        onRegistered(session);
      }}
    >
      {({ values }) => (
        <>
          <TextField name="name" label={texts.name} required autoComplete="name" />
          <EmailField name="email" label="Email" required />
          <PhoneField name="phone" label={texts.phone} hint={texts.phoneHint} />
          <EmailLookup email={values.email} onRegistered={onKnownEmail} />
          <FailedSubmitNotice<RegistrationValues>
            schema={(schemas) => schemas.ambassadorRegistrationSchema}
            noticeFor={missingNameOrEmail(requiredFields)}
          />
        </>
      )}
    </FormBody>
  );
}
