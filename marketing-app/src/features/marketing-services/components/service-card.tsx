import { useId } from 'react';
import { type MarketingService, marketingConstructorPlanName, paths, sectionIds } from 'shared-data/catalog';
import { Button, followSiteLink, Heading, Text, useTexts } from 'shared-ui';
import { Badge, Card, CheckList, cardFooterStyles, InlineList } from 'shared-ui/content';
import { marketingTexts } from '../../../texts/book';

/** The home page's tariffs: where every tariff button of /services leads. */
const homePricingHref = `${paths.home}#${sectionIds.pricing}`;

/** A marketing service: what it does, its features and the tariffs that include it (or the constructor). */
export function ServiceCard({
  service,
  planNames,
}: {
  service: MarketingService;
  /** The tariffs' names by id, from the catalog's tariffs in the page's language. */
  planNames: Readonly<Record<string, string>>;
}) {
  const titleId = useId();
  const plansId = useId();
  const texts = useTexts(marketingTexts).marketingServices;
  const inConstructorOnly = service.availableIn.length === 0;
  return (
    <Card as="li" aria-labelledby={titleId} css={{ height: '100%' }}>
      <div>
        <Text
          variant="small"
          css={(theme) => ({ color: theme.colors.primary, fontWeight: theme.fontWeights.semibold })}
        >
          {service.subtitle}
        </Text>
        <Heading level={3} size="sm" id={titleId}>
          {service.title}
        </Heading>
      </div>
      <Text variant="muted">{service.description}</Text>
      <CheckList aria-label={texts.features(service.title)} items={service.features} />
      <div
        css={(theme) => [
          cardFooterStyles(theme),
          { display: 'flex', flexDirection: 'column', gap: theme.space.xs },
        ]}
      >
        {inConstructorOnly ? (
          <>
            <Text variant="small" id={plansId}>
              {texts.constructorOnly}
            </Text>
            <div>
              <Badge tone="accent">{texts.inConstructor(marketingConstructorPlanName)}</Badge>
            </div>
            <Button
              href={paths.pricing}
              onClick={followSiteLink}
              size="sm"
              variant="secondary"
              aria-describedby={plansId}
            >
              {texts.toConstructor}
            </Button>
          </>
        ) : (
          <>
            <Text variant="small" id={plansId}>
              {texts.inPlans}
            </Text>
            <InlineList aria-labelledby={plansId}>
              {service.availableIn.map((planId) => (
                <li key={planId}>
                  <Button href={homePricingHref} onClick={followSiteLink} size="sm" variant="secondary">
                    {planNames[planId] ?? planId}
                  </Button>
                </li>
              ))}
            </InlineList>
          </>
        )}
      </div>
    </Card>
  );
}
