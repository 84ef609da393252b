import { useState } from 'react';
import { type AdminSession, useSendAdminCodeMutation, useVerifyAdminCodeMutation } from 'shared-data/admin';
import { Button, Heading, Text, toast } from 'shared-ui';
import { asServerError, EmailField, FormBody, SignInCodeField } from 'shared-ui/forms';
import { stackStyles } from '../../../styles';
import { signInTexts } from '../sign-in-texts';

const texts = signInTexts;

export interface SignInProps {
  onSignedIn: (session: AdminSession) => void;
  /** Why the manager is asked to sign in again, e.g. the session ended. */
  notice?: string | undefined;
}

/** A manager signs in with a one-time code mailed to an address the configuration lists. */
export function SignIn({ onSignedIn, notice }: SignInProps) {
  // Who asked and the attempt the newest code was asked for: the code is checked with it.
  const [asked, setAsked] = useState<{ email: string; attempt: string } | undefined>();
  const email = asked?.email;
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
      {asked === undefined ? (
        <FormBody<{ email: string }>
          aria-labelledby="admin-sign-in-title"
          consentNotice={false}
          schema={(schemas) => schemas.ambassadorEmailSchema}
          initialValues={{ email: '' }}
          submitLabel={texts.send}
          loadingLabel={texts.sending}
          onSubmit={async (values) => {
            try {
              const { attempt } = await sendCode(values).unwrap();
              setAsked({ email: values.email, attempt });
            } catch (error) {
              toast.error(texts.failed, asServerError(error).message);
            }
          }}
        >
          <EmailField name="email" label={texts.email} required autoComplete="email" />
        </FormBody>
      ) : (
        <>
          <FormBody<{ email: string; code: string; attempt: string }>
            key={asked.attempt}
            aria-labelledby="admin-sign-in-title"
            consentNotice={false}
            schema={(schemas) => schemas.ambassadorVerifySchema}
            initialValues={{ ...asked, code: '' }}
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
            <SignInCodeField label={texts.code} />
          </FormBody>
          <Button variant="ghost" onClick={() => setAsked(undefined)}>
            {texts.otherEmail}
          </Button>
        </>
      )}
    </section>
  );
}
