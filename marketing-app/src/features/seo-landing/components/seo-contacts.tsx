import type { ReactNode } from 'react';
import { companyIn, companyTexts, phoneHref, sectionIds } from 'shared-data/catalog';
import {
  Button,
  Container,
  followSiteLink,
  Heading,
  Icon,
  type IconName,
  Section,
  Text,
  useRuntimeConfig,
  useTexts,
} from 'shared-ui';
import { Card } from 'shared-ui/content';
import { marketingTexts } from '../../../texts/book';

function ContactLine({ icon, label, children }: { icon: IconName; label: string; children: ReactNode }) {
  return (
    <div css={(theme) => ({ display: 'grid', gap: theme.space.xxs })}>
      <dt
        css={(theme) => ({
          display: 'flex',
          alignItems: 'center',
          gap: theme.space.xs,
          fontSize: theme.fontSizes.sm,
          color: theme.colors.textMuted,
        })}
      >
        <span css={(theme) => ({ color: theme.colors.primary, display: 'inline-flex' })}>
          <Icon name={icon} size={20} />
        </span>
        {label}
      </dt>
      <dd css={(theme) => ({ margin: 0, fontWeight: theme.fontWeights.semibold })}>{children}</dd>
    </div>
  );
}

/** The SEO landing's contacts: phone, address, opening hours and a button to the consultation form. */
export function SeoContacts() {
  const { agencyPhone } = useRuntimeConfig();
  const texts = useTexts(marketingTexts).seoLanding;
  const company = companyIn(useTexts(companyTexts));
  return (
    <Section aria-labelledby="seo-contacts-title">
      <Container>
        <Card padding="lg" elevated>
          <Heading level={2} size="md" id="seo-contacts-title">
            {texts.contactsTitle}
          </Heading>
          <Text variant="muted">{texts.contactsLead}</Text>
          <dl
            css={(theme) => ({
              margin: 0,
              display: 'grid',
              gap: theme.space.lg,
              gridTemplateColumns: 'repeat(auto-fit, minmax(14rem, 1fr))',
            })}
          >
            <ContactLine icon="phone" label={texts.phone}>
              <a href={phoneHref(agencyPhone)}>{agencyPhone}</a>
            </ContactLine>
            <ContactLine icon="globe" label={texts.address}>
              {company.addressText}
            </ContactLine>
            <ContactLine icon="clock" label={texts.hours}>
              {company.openingHours.text}
            </ContactLine>
          </dl>
          <div>
            <Button href={`#${sectionIds.contactForm}`} onClick={followSiteLink} size="lg">
              {texts.callBack}
            </Button>
          </div>
        </Card>
      </Container>
    </Section>
  );
}
