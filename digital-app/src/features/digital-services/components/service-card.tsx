import { useId } from 'react';
import { type DigitalService, digitalPacks } from 'shared-data/catalog';
import { Badge, Button, Card, CheckList, Heading, Text } from 'shared-ui';
import { estimatedPriceOf, type ServiceOrderMode } from '../../service-order/service-order-request';
import { ServiceIcon } from './service-icon';

/** Texts of a service card. */
export const serviceCardTexts = {
  features: (title: string) => `Что входит: ${title}`,
  packs: 'Доступно в пакетах',
  price: 'Стоимость',
  choosePack: 'Выбрать пакет',
  separate: 'Отдельно',
} as const;

const packNameOf = (id: string) => digitalPacks.find((pack) => pack.id === id)?.name ?? id;

/** Props of ServiceCard. */
export interface ServiceCardProps {
  service: DigitalService;
  /** Opens the order dialog for the service, in a pack or on its own. */
  onOrder: (mode: ServiceOrderMode) => void;
}

/** A development service: what it does, what is included, the packs that have it, its price range and orders. */
export function ServiceCard({ service, onOrder }: ServiceCardProps) {
  const titleId = useId();
  const packsId = useId();
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
      <CheckList aria-label={serviceCardTexts.features(service.title)} items={service.features} />
      <div css={(theme) => ({ display: 'grid', gap: theme.space.xs })}>
        <Text variant="small" id={packsId}>
          {serviceCardTexts.packs}:
        </Text>
        <ul
          aria-labelledby={packsId}
          css={(theme) => ({
            listStyle: 'none',
            margin: 0,
            padding: 0,
            display: 'flex',
            flexWrap: 'wrap',
            gap: theme.space.xs,
          })}
        >
          {service.availableIn.map((packId) => (
            <li key={packId}>
              <Badge tone="accent">{packNameOf(packId)}</Badge>
            </li>
          ))}
        </ul>
      </div>
      <div
        css={(theme) => ({
          marginTop: 'auto',
          paddingTop: theme.space.md,
          borderTop: `1px solid ${theme.colors.border}`,
          display: 'grid',
          gap: theme.space.sm,
        })}
      >
        <div>
          <Text variant="small">{serviceCardTexts.price}</Text>
          <Text
            css={(theme) => ({
              fontSize: theme.fontSizes.lg,
              fontWeight: theme.fontWeights.bold,
              color: theme.colors.text,
            })}
          >
            {estimatedPriceOf(service)}
          </Text>
        </div>
        <div
          css={(theme) => ({
            display: 'flex',
            flexWrap: 'wrap',
            gap: theme.space.xs,
            '& > button': { flex: '1 1 8rem', whiteSpace: 'nowrap' },
          })}
        >
          <Button
            size="sm"
            aria-label={`${serviceCardTexts.choosePack}: ${service.title}`}
            onClick={() => onOrder('pack')}
          >
            {serviceCardTexts.choosePack}
          </Button>
          <Button
            size="sm"
            variant="secondary"
            aria-label={`${serviceCardTexts.separate}: ${service.title}`}
            onClick={() => onOrder('separate')}
          >
            {serviceCardTexts.separate}
          </Button>
        </div>
      </div>
    </Card>
  );
}
