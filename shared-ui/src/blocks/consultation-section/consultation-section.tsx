import { useId } from 'react';
import { promoTexts, responsePromisesIn, sectionIds } from 'shared-data/site';
import { Container, Heading, Section, type SectionTone, sharedUiTexts, Text, useTexts } from 'shared-ui';
import { Card, Grid } from 'shared-ui/content';
import { ConsultationFormIsland } from 'shared-ui/islands';
import { ConsultationInfoCards } from './consultation-info-cards';

/** Props of ConsultationSection. */
export interface ConsultationSectionProps {
  /** Heading of the section; default the book's `consultationSection.title`. */
  title?: string;
  /** Default `alt`. */
  tone?: SectionTone;
}

/**
 * The consultation band of the pages (anchor `contact-form`): info cards on the left (what to expect, the
 * consultation details) and the consultation form, sent as a `consultation` lead.
 */
export function ConsultationSection({ title, tone = 'alt' }: ConsultationSectionProps) {
  const texts = useTexts(sharedUiTexts).consultationSection;
  const promises = responsePromisesIn(useTexts(promoTexts));
  const headingId = useId();
  const formTitleId = useId();
  return (
    <Section id={sectionIds.contactForm} aria-labelledby={headingId} tone={tone}>
      <Container>
        <Heading level={2} id={headingId} align="center">
          {title ?? texts.title}
        </Heading>
        <Text variant="lead" align="center">
          {promises.consultationFormText}
        </Text>
        <Grid columns={{ base: 1, lg: 2 }} css={(theme) => ({ marginTop: theme.space.xl })}>
          <ConsultationInfoCards />
          <Card padding="lg" elevated>
            <Heading level={3} id={formTitleId}>
              {texts.formTitle}
            </Heading>
            <div css={(theme) => ({ marginTop: theme.space.md })}>
              <ConsultationFormIsland aria-labelledby={formTitleId} />
            </div>
          </Card>
        </Grid>
      </Container>
    </Section>
  );
}
