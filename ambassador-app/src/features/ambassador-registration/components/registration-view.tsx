import { useState } from 'react';
import { ambassadorProgrammeBook, ambassadorProgrammeTextsIn } from 'shared-data/ambassador';
import type { AmbassadorSession } from 'shared-data/forms';
import { Container, Heading, Section, Text, useTexts } from 'shared-ui';
import { Card, Grid } from 'shared-ui/content';
import { ProgrammeIntro } from '../../../components/programme-intro';
import { ambassadorTexts } from '../../../texts/book';
import { CodeLoginPanel } from '../../ambassador-login/components/code-login-panel';
import { BenefitsCard } from './benefits-card';
import { RegistrationForm } from './registration-form';

export interface RegistrationViewProps {
  /** Registration or a mailed code opened the dashboard. */
  onSignedIn: (session: AmbassadorSession) => void;
}

/** The ambassador page for a visitor without a dashboard: the introduction, the form or the code login, benefits. */
export function RegistrationView({ onSignedIn }: RegistrationViewProps) {
  const texts = useTexts(ambassadorTexts).registration;
  const programme = ambassadorProgrammeTextsIn(useTexts(ambassadorProgrammeBook));
  const [knownEmail, setKnownEmail] = useState<string | null>(null);
  return (
    <>
      <ProgrammeIntro
        headingId="ambassador-title"
        tag={programme.eyebrow}
        title={programme.title}
        lead={programme.lead}
      />
      <Section aria-label={texts.title} spacing="sm">
        <Container>
          <Grid columns={{ base: 1, lg: 2 }} gap="xl">
            <Card elevated padding="lg">
              {knownEmail ? (
                <CodeLoginPanel
                  email={knownEmail}
                  onSignedIn={onSignedIn}
                  onCancel={() => setKnownEmail(null)}
                />
              ) : (
                <>
                  <div css={(theme) => ({ display: 'flex', flexDirection: 'column', gap: theme.space.xs })}>
                    <Heading level={2} size="sm" id="registration-title">
                      {texts.title}
                    </Heading>
                    <Text variant="muted">{texts.lead}</Text>
                  </div>
                  <RegistrationForm
                    labelledBy="registration-title"
                    onRegistered={onSignedIn}
                    onKnownEmail={setKnownEmail}
                  />
                </>
              )}
            </Card>
            <BenefitsCard />
          </Grid>
        </Container>
      </Section>
    </>
  );
}
