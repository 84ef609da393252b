import {
  ambassadorBenefitsIn,
  ambassadorProgrammeBook,
  ambassadorProgrammeTextsIn,
} from 'shared-data/ambassador';
import { Heading, Icon, Text, useTexts } from 'shared-ui';
import { Badge, Card } from 'shared-ui/content';
import { IconTile } from '../../../components/icon-tile';
import { ambassadorTexts } from '../../../texts/book';

/** What an ambassador gets: commission, a personal promo code and link, statistics; and how quick joining is. */
export function BenefitsCard() {
  const texts = useTexts(ambassadorTexts).registration;
  const programme = useTexts(ambassadorProgrammeBook);
  const { registrationTime } = ambassadorProgrammeTextsIn(programme);
  return (
    <Card as="section" tone="brand" aria-labelledby="ambassador-benefits-title">
      <Heading level={2} size="sm" id="ambassador-benefits-title">
        {texts.benefitsTitle}
      </Heading>
      <ul
        css={(theme) => ({
          display: 'flex',
          flexDirection: 'column',
          gap: theme.space.lg,
          margin: 0,
          padding: 0,
          listStyle: 'none',
        })}
      >
        {ambassadorBenefitsIn(programme).map((benefit) => (
          <li key={benefit.id} css={(theme) => ({ display: 'flex', gap: theme.space.md })}>
            <IconTile name={benefit.icon} tone="surface" />
            <span css={(theme) => ({ display: 'flex', flexDirection: 'column', gap: theme.space.xxs })}>
              <Text as="strong" css={(theme) => ({ fontWeight: theme.fontWeights.semibold })}>
                {benefit.label}
              </Text>
              <Text as="span" variant="muted">
                {benefit.description}
              </Text>
            </span>
          </li>
        ))}
      </ul>
      <div>
        <Badge tone="success">
          <Icon name="clock" size={16} />
          {registrationTime}
        </Badge>
      </div>
    </Card>
  );
}
