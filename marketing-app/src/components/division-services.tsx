import { useMemo } from 'react';
import {
  digitalServicesIn,
  digitalServicesTexts,
  divisionProfilesIn,
  divisionsTexts,
  marketingServicesIn,
  marketingServicesTexts,
  paths,
} from 'shared-data/catalog';
import type { Language } from 'shared-data/site';
import {
  Button,
  Container,
  followSiteLink,
  Heading,
  Section,
  Text,
  usePageLanguage,
  useTexts,
} from 'shared-ui';
import { Card, CheckList, Grid } from 'shared-ui/content';
import { marketingTexts } from '../texts/book';

/** A division's services as a ticked list; also used by the about dialog. */
export function ServiceList({
  label,
  services,
}: {
  label: string;
  services: readonly { id: string; title: string }[];
}) {
  return (
    <CheckList aria-label={label} items={services.map((service) => service.title)} columnMinWidth="14rem" />
  );
}

/**
 * Both divisions' profiles and services in the page's language: the home page's lists and the about dialog's.
 */
export function useDivisionServices() {
  const language = usePageLanguage();
  const divisionsBook = useTexts(divisionsTexts);
  const marketingBook = useTexts(marketingServicesTexts);
  const digitalBook = useTexts(digitalServicesTexts);
  return useMemo(
    () => ({
      profiles: divisionProfilesIn(divisionsBook),
      marketingServices: marketingServicesIn(marketingBook),
      digitalServices: digitalServicesIn(digitalBook, language),
    }),
    [divisionsBook, marketingBook, digitalBook, language],
  );
}

/** The locale a division's tagline is lower-cased in, by the page's language. */
const caseLocales: Record<Language, string> = { ru: 'ru-RU', uz: 'uz' };

/** Both divisions' service lists from the catalog, each with a link to its services page. */
export function DivisionServices({ id }: { id: string }) {
  const texts = useTexts(marketingTexts);
  const caseLocale = caseLocales[usePageLanguage()];
  const { profiles, marketingServices, digitalServices } = useDivisionServices();
  const columns = [
    { id: 'marketing', profile: profiles.marketing, services: marketingServices, href: paths.services },
    { id: 'digital', profile: profiles.digital, services: digitalServices, href: paths.digitalServices },
  ] as const;
  return (
    <Section id={id} aria-labelledby={`${id}-title`} tone="alt">
      <Container>
        <Heading level={2} id={`${id}-title`} align="center">
          {texts.divisionServices.title}
        </Heading>
        <div css={(theme) => ({ marginTop: theme.space.xs })}>
          <Text variant="muted" align="center">
            {texts.divisionServices.counts(marketingServices.length, digitalServices.length)}
          </Text>
        </div>
        <Grid columns={{ base: 1, lg: 2 }} gap="lg" css={(theme) => ({ marginTop: theme.space.xl })}>
          {columns.map((column) => (
            <Card key={column.id} as="article" aria-labelledby={`${id}-${column.id}`} elevated>
              <Heading level={3} id={`${id}-${column.id}`} size="sm">
                {column.profile.name}: {column.profile.tagline.toLocaleLowerCase(caseLocale)}
              </Heading>
              <div css={(theme) => ({ margin: `${theme.space.md} 0 ${theme.space.lg}` })}>
                <ServiceList
                  label={texts.common.divisionServices(column.profile.name)}
                  services={column.services}
                />
              </div>
              <div css={{ marginTop: 'auto' }}>
                <Button href={column.href} onClick={followSiteLink} variant="secondary">
                  {texts.divisionServices.more[column.id]}
                </Button>
              </div>
            </Card>
          ))}
        </Grid>
      </Container>
    </Section>
  );
}
