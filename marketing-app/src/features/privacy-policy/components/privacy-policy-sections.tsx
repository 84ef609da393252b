import { companyIn, companyTexts } from 'shared-data/catalog';
import {
  consentReopenAttribute,
  privacyPolicyPageTexts,
  privacyPolicySectionsIn,
} from 'shared-data/marketing';
import { Button, Container, Heading, Section, Text, useRuntimeConfig, useTexts } from 'shared-ui';
import { marketingTexts } from '../../../texts/book';

/**
 * The privacy policy, a heading per section, naming the agency's contacts of the runtime config; on a site with
 * analytics, its section ends with the button that shows the consent bar again.
 */
export function PrivacyPolicySections() {
  const sections = privacyPolicySectionsIn(
    useTexts(privacyPolicyPageTexts),
    companyIn(useTexts(companyTexts)),
    useRuntimeConfig(),
  );
  const texts = useTexts(marketingTexts).privacy;
  return (
    <Section aria-label={texts.text}>
      <Container>
        <div
          css={(theme) => ({
            display: 'flex',
            flexDirection: 'column',
            gap: theme.space.xl,
            maxWidth: '46rem',
          })}
        >
          {sections.map((section) => (
            <section key={section.id} aria-labelledby={`privacy-${section.id}`}>
              <Heading level={2} size="sm" id={`privacy-${section.id}`}>
                {section.title}
              </Heading>
              {section.paragraphs.map((paragraph) => (
                <Text key={paragraph} css={(theme) => ({ marginTop: theme.space.sm })}>
                  {paragraph}
                </Text>
              ))}
              {section.items ? (
                <ul css={(theme) => ({ marginTop: theme.space.sm, paddingLeft: theme.space.lg })}>
                  {section.items.map((item) => (
                    <Text as="li" key={item}>
                      {item}
                    </Text>
                  ))}
                </ul>
              ) : null}
              {section.analyticsChoice ? (
                // The consent bar's own script answers this button, before and without the page's scripts.
                <Button
                  variant="secondary"
                  size="sm"
                  {...{ [consentReopenAttribute]: '' }}
                  css={(theme) => ({ marginTop: theme.space.md })}
                >
                  {section.analyticsChoice}
                </Button>
              ) : null}
            </section>
          ))}
        </div>
      </Container>
    </Section>
  );
}
