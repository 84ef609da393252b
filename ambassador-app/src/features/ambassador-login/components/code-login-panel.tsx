import { useEffect, useRef, useState } from 'react';
import { type AmbassadorSession, ambassadorLimits } from 'shared-data/forms';
import { Button, Heading, Text, toast, useTexts } from 'shared-ui';
import { asServerError, FormBody, SignInCodeField, useMutationOnDemand } from 'shared-ui/forms';
import { ambassadorTexts } from '../../../texts/book';

export interface CodeLoginPanelProps {
  /** The registered e-mail typed on the registration form. */
  email: string;
  onSignedIn: (session: AmbassadorSession) => void;
  /** Back to the registration form, to type another e-mail. */
  onCancel: () => void;
}

/**
 * Login of a registered ambassador on this device: a one-time code goes to the registered e-mail, and only the
 * right code returns the dashboard and its token.
 */
export function CodeLoginPanel({ email, onSignedIn, onCancel }: CodeLoginPanelProps) {
  const codeLoginTexts = useTexts(ambassadorTexts).codeLogin;
  const headingRef = useRef<HTMLHeadingElement>(null);
  // The attempt the newest code was asked for: the code is checked with it, so a new request replaces the form.
  const [attempt, setAttempt] = useState<string | undefined>();
  const sent = attempt !== undefined;
  const [sending, setSending] = useState(false);
  const sendCode = useMutationOnDemand((api) => api.ambassadorApi.endpoints.sendAmbassadorCode);
  const verify = useMutationOnDemand((api) => api.ambassadorApi.endpoints.verifyAmbassadorCode);

  useEffect(() => {
    headingRef.current?.focus();
  }, []);

  const send = async () => {
    setSending(true);
    try {
      setAttempt((await sendCode({ email })).attempt);
    } catch (error) {
      toast.error(codeLoginTexts.sendFailed, asServerError(error).message);
    } finally {
      setSending(false);
    }
  };

  return (
    <div css={(theme) => ({ display: 'flex', flexDirection: 'column', gap: theme.space.md })}>
      <Heading level={2} size="sm" id="code-login-title" ref={headingRef} tabIndex={-1}>
        {codeLoginTexts.title}
      </Heading>
      <Text role="status">
        {sent ? codeLoginTexts.sent(email, ambassadorLimits.codeLength) : codeLoginTexts.intro(email)}
      </Text>
      {sent ? (
        <FormBody<{ email: string; code: string; attempt: string }>
          key={attempt}
          aria-labelledby="code-login-title"
          schema={(schemas) => schemas.ambassadorVerifySchema}
          initialValues={{ email, code: '', attempt }}
          submitLabel={codeLoginTexts.verify}
          loadingLabel={codeLoginTexts.verifying}
          onSubmit={async (values, helpers) => {
            try {
              onSignedIn(await verify(values));
            } catch (error) {
              const message = asServerError(error).message ?? codeLoginTexts.verifyFailed;
              helpers.setFieldError('code', message);
              toast.error(codeLoginTexts.verifyFailed, message);
            }
          }}
        >
          <SignInCodeField label={codeLoginTexts.code} />
        </FormBody>
      ) : null}
      <div css={(theme) => ({ display: 'flex', flexWrap: 'wrap', gap: theme.space.sm })}>
        <Button
          variant={sent ? 'secondary' : 'primary'}
          fullWidth={!sent}
          onClick={send}
          loading={sending}
          loadingLabel={codeLoginTexts.sending}
        >
          {sent ? codeLoginTexts.resend : codeLoginTexts.send}
        </Button>
        <Button variant="ghost" onClick={onCancel}>
          {codeLoginTexts.otherEmail}
        </Button>
      </div>
    </div>
  );
}
