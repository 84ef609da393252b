import { useEffect, useRef, useState } from 'react';
import { type AmbassadorSession, ambassadorLimits } from 'shared-data/forms';
import { Button, Heading, Text, toast } from 'shared-ui';
import { asServerError, FormBody, SignInCodeField, useMutationOnDemand } from 'shared-ui/forms';

/** Texts of the code login. */
const codeLoginTexts = {
  title: 'Этот email уже зарегистрирован',
  intro: (email: string) =>
    `${email} уже участвует в программе. Чтобы открыть кабинет, получите одноразовый код на этот email.`,
  send: 'Отправить код',
  sending: 'Отправляем...',
  sent: (email: string) =>
    `Если ${email} зарегистрирован, мы отправили на него код из ${ambassadorLimits.codeLength} цифр. Код действует 15 минут; за 15 минут можно запросить не больше трёх писем. Действует код из последнего письма.`,
  code: 'Код из письма',
  verify: 'Войти в кабинет',
  verifying: 'Проверяем...',
  resend: 'Отправить код ещё раз',
  otherEmail: 'Указать другой email',
  sendFailed: 'Не удалось отправить код',
  verifyFailed: 'Не удалось войти',
} as const;

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
      <Text role="status">{sent ? codeLoginTexts.sent(email) : codeLoginTexts.intro(email)}</Text>
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
