import type { ReactNode } from 'react';
import { Button, Container, Heading, Section, Text, useTexts } from 'shared-ui';
import { ambassadorTexts } from '../../../texts/book';

/** The cabinet's place while it loads or when it could not: the page heading and one line. */
function CabinetNotice({ children }: { children: ReactNode }) {
  const texts = useTexts(ambassadorTexts).cabinet;
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
            {texts.title}
          </Heading>
          {children}
        </div>
      </Container>
    </Section>
  );
}

/** The cabinet while its code, the store or the token's check are on their way. */
export function CabinetLoading() {
  const texts = useTexts(ambassadorTexts).cabinet;
  return (
    <CabinetNotice>
      <Text role="status" aria-busy="true" align="center">
        {texts.loading}
      </Text>
    </CabinetNotice>
  );
}

/** The cabinet when its code or the token's check did not arrive, with a way to try again. */
export function CabinetFailed({ onRetry }: { onRetry: () => void }) {
  const texts = useTexts(ambassadorTexts).cabinet;
  return (
    <CabinetNotice>
      <Text role="alert" align="center">
        {texts.failed}
      </Text>
      <Button onClick={onRetry}>{texts.retry}</Button>
    </CabinetNotice>
  );
}
