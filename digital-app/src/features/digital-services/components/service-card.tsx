import { useId } from 'react';
import type { DigitalService } from 'shared-data/catalog';
import { Heading, Text, usePageLanguage, useTexts } from 'shared-ui';
import { Badge, Card, CheckList, cardFooterStyles, InlineList } from 'shared-ui/content';
import { digitalTexts } from '../../../texts/book';
import { useDigitalPacks } from '../../packs/use-digital-packs';
import { ServiceOrderDialog } from '../../service-order/components/service-order-dialog';
import { estimatedPriceOf } from '../../service-order/service-order-request';
import { ServiceIcon } from './service-icon';
import { ServiceOrderButtons } from './service-order-buttons';

/** A development service: what it does, what is included, the packs that have it, its price range and orders. */
export function ServiceCard({ service }: { service: DigitalService }) {
  const titleId = useId();
  const packsId = useId();
  const texts = useTexts(digitalTexts).serviceCard;
  const language = usePageLanguage();
  const packs = useDigitalPacks();
  const packNameOf = (id: string) => packs.find((pack) => pack.id === id)?.name ?? id;
  return (
    <Card as="li" aria-labelledby={titleId} css={{ height: '100%' }}>
      <div css={(theme) => ({ display: 'flex', gap: theme.space.md, alignItems: 'flex-start' })}>
        <ServiceIcon name={service.icon} color={service.color} />
        <div>
          <Heading level={3} size="sm" id={titleId}>
            {service.title}
          </Heading>
          <Text
            variant="small"
            css={(theme) => ({ color: theme.colors.primary, fontWeight: theme.fontWeights.semibold })}
          >
            {service.subtitle}
          </Text>
        </div>
      </div>
      <Text variant="muted">{service.description}</Text>
      <CheckList aria-label={texts.features(service.title)} items={service.features} />
      <div css={(theme) => ({ display: 'grid', gap: theme.space.xs })}>
        <Text variant="small" id={packsId}>
          {texts.packs}:
        </Text>
        <InlineList aria-labelledby={packsId}>
          {service.availableIn.map((packId) => (
            <li key={packId}>
              <Badge tone="accent">{packNameOf(packId)}</Badge>
            </li>
          ))}
        </InlineList>
      </div>
      <div css={(theme) => [cardFooterStyles(theme), { display: 'grid', gap: theme.space.sm }]}>
        <div>
          <Text variant="small">{texts.price}</Text>
          <Text
            css={(theme) => ({
              fontSize: theme.fontSizes.lg,
              fontWeight: theme.fontWeights.bold,
              color: theme.colors.text,
            })}
          >
            {estimatedPriceOf(service, language)}
          </Text>
        </div>
        <ServiceOrderButtons serviceId={service.id} title={service.title} />
        <ServiceOrderDialog service={service} />
      </div>
    </Card>
  );
}
