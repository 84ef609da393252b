import type { ReactNode } from 'react';
import { Container, Heading, Section, Text } from 'shared-ui';
import { cabinetTexts } from './cabinet-texts';

/** The cabinet's place while it loads or when it could not: the page heading and one line. */
export function CabinetNotice({ children }: { children: ReactNode }) {
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

/** The cabinet while its code, the store or the token's check are on their way. */
export function CabinetLoading() {
  return (
    <CabinetNotice>
      <Text role="status" aria-busy="true" align="center">
        {cabinetTexts.loading}
      </Text>
    </CabinetNotice>
  );
}
