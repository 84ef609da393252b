import { Link, useSearchParams } from 'react-router-dom';
import { paths } from 'shared-data/site';
import { Button, Container, Heading, Text } from 'shared-ui';
import { ErasePerson } from '../../features/erase-person/components/erase-person';
import { FailedMail } from '../../features/failed-mail/components/failed-mail';
import { Inbox } from '../../features/inbox/components/inbox';
import { PipelineSummary } from '../../features/pipeline-summary/components/pipeline-summary';
import { SignIn } from '../../features/sign-in/components/sign-in';
import { useAdminSession } from '../../session/hooks/use-admin-session';
import { spreadRowStyles, stackStyles } from '../../styles';
import { adminTexts } from '../../texts';

const texts = adminTexts.header;

/** The inbox's sections, in the order its menu lists them; each but the leads has its `?section=`. */
const sections = ['leads', 'summary', 'mail', 'erase'] as const;

/**
 * `/admin`: sign-in, then the inbox (`?section=summary` for «Сводка», `?section=mail` for mail health,
 * `?section=erase` to erase a person's data).
 * Rendered in the browser only.
 */
export function InboxPage() {
  const { session, notice, signIn, signOut, signedOut } = useAdminSession();
  const [params] = useSearchParams();
  const section = sections.find((name) => name !== 'leads' && name === params.get('section')) ?? 'leads';

  return (
    <main id="main" css={(theme) => ({ padding: `${theme.space.lg} 0 ${theme.space.xxl}` })}>
      <Container size="wide">
        {session ? (
          <div css={stackStyles('lg')}>
            <header css={spreadRowStyles}>
              <Heading level={1} size="md">
                {adminTexts.title}
              </Heading>
              <div
                css={(theme) => ({
                  display: 'flex',
                  flexWrap: 'wrap',
                  alignItems: 'center',
                  gap: theme.space.sm,
                })}
              >
                <Text>{texts.signedInAs(session.email)}</Text>
                <Button variant="ghost" onClick={signOut}>
                  {texts.signOut}
                </Button>
              </div>
            </header>
            <nav aria-label={texts.sections} css={(theme) => ({ display: 'flex', gap: theme.space.md })}>
              {sections.map((name) => (
                <Link
                  key={name}
                  to={name === 'leads' ? paths.admin : `${paths.admin}?section=${name}`}
                  aria-current={section === name ? 'page' : undefined}
                >
                  {texts[name]}
                </Link>
              ))}
            </nav>
            {section === 'summary' ? (
              <PipelineSummary token={session.token} onUnauthorized={signedOut} />
            ) : section === 'mail' ? (
              <FailedMail token={session.token} onUnauthorized={signedOut} />
            ) : section === 'erase' ? (
              <ErasePerson token={session.token} onUnauthorized={signedOut} />
            ) : (
              <Inbox token={session.token} onUnauthorized={signedOut} />
            )}
          </div>
        ) : (
          <SignIn notice={notice} onSignedIn={signIn} />
        )}
      </Container>
    </main>
  );
}
