import { useState } from 'react';
import { type AdminSession, useSendAdminCodeMutation, useVerifyAdminCodeMutation } from 'shared-data/admin';
import { Button, Heading, Text, toast } from 'shared-ui';
import { asServerError, EmailField, FormBody, TextField } from 'shared-ui/forms';
import { stackStyles } from '../../../styles';
import { adminTexts } from '../../../texts';

const texts = adminTexts.signIn;

export interface SignInProps {
  onSignedIn: (session: AdminSession) => void;
  /** Why the manager is asked to sign in again, e.g. the session ended. */
  notice?: string | undefined;
}

/** A manager signs in with a one-time code mailed to an address the configuration lists. */
export function SignIn({ onSignedIn, notice }: SignInProps) {
  const [email, setEmail] = useState<string | undefined>();
  const [sendCode] = useSendAdminCodeMutation();
  const [verify] = useVerifyAdminCodeMutation();

  return (
    <section
      aria-labelledby="admin-sign-in-title"
      css={(theme) => ({
        maxWidth: '28rem',
        margin: '0 auto',
        ...stackStyles('md')(theme),
      })}
    >
      <Heading level={1} size="md" id="admin-sign-in-title">
        {texts.title}
      </Heading>
      {notice ? <Text role="alert">{notice}</Text> : null}
      <Text role="status">{email ? texts.sent(email) : texts.intro}</Text>
      {email === undefined ? (
        <FormBody<{ email: string }>
          aria-labelledby="admin-sign-in-title"
          consentNotice={false}
          schema={(schemas) => schemas.ambassadorEmailSchema}
          initialValues={{ email: '' }}
          submitLabel={texts.send}
          loadingLabel={texts.sending}
          onSubmit={async (values) => {
            try {
              await sendCode(values).unwrap();
              setEmail(values.email);
            } catch (error) {
              toast.error(texts.failed, asServerError(error).message);
            }
          }}
        >
          <EmailField name="email" label={texts.email} required autoComplete="email" />
        </FormBody>
      ) : (
        <>
          <FormBody<{ email: string; code: string }>
            aria-labelledby="admin-sign-in-title"
            consentNotice={false}
            schema={(schemas) => schemas.ambassadorVerifySchema}
            initialValues={{ email, code: '' }}
            submitLabel={texts.verify}
            loadingLabel={texts.verifying}
            onSubmit={async (values, helpers) => {
              try {
                onSignedIn(await verify(values).unwrap());
              } catch (error) {
                const message = asServerError(error).message ?? texts.failed;
                helpers.setFieldError('code', message);
              }
            }}
          >
            <TextField
              name="code"
              label={texts.code}
              required
              inputMode="numeric"
              autoComplete="one-time-code"
              maxLength={8}
            />
          </FormBody>
          <Button variant="ghost" onClick={() => setEmail(undefined)}>
            {texts.otherEmail}
          </Button>
        </>
      )}
    </section>
  );
}
