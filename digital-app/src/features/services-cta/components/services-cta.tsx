import { digitalPricingHref } from 'shared-data/catalog';
import {
  Button,
  buttonRowStyles,
  Container,
  followSiteLink,
  Heading,
  Section,
  Text,
  useTexts,
} from 'shared-ui';
import { Card } from 'shared-ui/content';
import { ConsultationButton } from '../../../components/consultation-button';
import { digitalTexts } from '../../../texts/book';

const titleId = 'services-cta-title';

/** The closing call to action of /digital/services: a technical consultation or the packs. */
export function ServicesCta() {
  const texts = useTexts(digitalTexts).servicesCta;
  return (
    <Section aria-labelledby={titleId}>
      <Container>
        <Card tone="brand" elevated>
          <div css={(theme) => ({ display: 'grid', gap: theme.space.md, justifyItems: 'center' })}>
            <Heading level={2} id={titleId} align="center">
              {texts.title}
            </Heading>
            <div css={{ maxWidth: '40rem' }}>
              <Text variant="lead" align="center">
                {texts.lead}
              </Text>
            </div>
            <div
              css={(theme) => ({
                ...buttonRowStyles(theme),
                width: '100%',
                '& > *, & > * > button': { width: '100%' },
                [theme.mq.sm]: { '& > *': { width: 'auto' } },
              })}
            >
              <ConsultationButton label={texts.consultation} />
              <Button variant="secondary" href={digitalPricingHref} onClick={followSiteLink}>
                {texts.seePacks}
              </Button>
            </div>
          </div>
        </Card>
      </Container>
    </Section>
  );
}
