import { type ReactNode, useEffect } from 'react';
import { useAmbassadorMeQuery } from 'shared-data/api';
import { Button, Container, Heading, Section, Text } from 'shared-ui';
import { AmbassadorDashboard } from '../../ambassador-dashboard/components/ambassador-dashboard';
import { RegistrationView } from '../../ambassador-registration/components/registration-view';
import { useAmbassadorSession } from '../../ambassador-session/hooks/use-ambassador-session';

function PageNotice({ children }: { children: ReactNode }) {
  return (
    <Section aria-labelledby="ambassador-access-title" spacing="lg">
      <Container>
        <div
          css={(theme) => ({
            display: 'flex',
            flexDirection: 'column',
            alignItems: 'center',
            gap: theme.space.md,
          })}
        >
          <Heading level={1} id="ambassador-access-title" align="center">
            Кабинет амбассадора
          </Heading>
          {children}
        </div>
      </Container>
    </Section>
  );
}

/**
 * `/ambassador`: loading while a kept token is checked, then the dashboard; without a valid token the
 * registration form. A token the server no longer accepts (revoked, expired) is forgotten.
 */
export function AmbassadorAccess() {
  const { token, signIn, signOut, forget } = useAmbassadorSession();
  const me = useAmbassadorMeQuery(token ?? '', { skip: !token });
  const rejected = me.isError && 'status' in me.error && me.error.status === 401;

  useEffect(() => {
    if (rejected) forget();
  }, [rejected, forget]);

  if (!token || rejected) return <RegistrationView onSignedIn={signIn} />;
  if (me.data) return <AmbassadorDashboard ambassador={me.data.ambassador} onSignOut={signOut} />;
  if (me.isError) {
    return (
      <PageNotice>
        <Text role="alert" align="center">
          Не удалось загрузить кабинет. Проверьте подключение и попробуйте еще раз.
        </Text>
        <Button onClick={() => me.refetch()}>Повторить</Button>
      </PageNotice>
    );
  }
  return (
    <PageNotice>
      <Text role="status" aria-busy="true" align="center">
        Загружаем кабинет амбассадора…
      </Text>
    </PageNotice>
  );
}
