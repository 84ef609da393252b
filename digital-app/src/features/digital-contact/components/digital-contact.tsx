import { promoTexts, responsePromisesIn, sectionIds } from 'shared-data/catalog';
import { Container, Heading, Icon, Section, Text, useTexts } from 'shared-ui';
import { Card } from 'shared-ui/content';
import { ConsultationButton } from '../../../components/consultation-button';
import { digitalTexts } from '../../../texts/book';
import { StudioContacts } from './studio-contacts';

/** The digital landing's contact block (anchor `contact`): the promise, the agency's contacts, the consultation dialog. */
export function DigitalContact() {
  const texts = useTexts(digitalTexts).contact;
  const { constructorText } = responsePromisesIn(useTexts(promoTexts));
  const titleId = `${sectionIds.contact}-title`;
  return (
    <Section id={sectionIds.contact} aria-labelledby={titleId}>
      <Container>
        <div
          css={(theme) => ({
            display: 'grid',
            gap: theme.space.xl,
            alignItems: 'start',
            [theme.mq.lg]: { gridTemplateColumns: 'minmax(0, 5fr) minmax(0, 7fr)', gap: theme.space.xxl },
          })}
        >
          <div css={(theme) => ({ display: 'grid', gap: theme.space.lg, justifyItems: 'start' })}>
            <Heading level={2} id={titleId}>
              {texts.title}
            </Heading>
            <Text variant="lead">{texts.lead}</Text>
            <p
              css={(theme) => ({
                display: 'flex',
                alignItems: 'center',
                gap: theme.space.xs,
                margin: 0,
                fontWeight: theme.fontWeights.semibold,
                color: theme.colors.success,
              })}
            >
              <Icon name="clock" />
              {constructorText}
            </p>
            <ConsultationButton label={texts.consultation} size="lg" />
          </div>
          <Card padding="lg" elevated>
            <StudioContacts />
          </Card>
        </div>
      </Container>
    </Section>
  );
}
