import type { CSSObject, Theme } from '@emotion/react';
import { useId } from 'react';
import { type ConsultationInfoCard, claimsTexts, consultationInfoCardsIn } from 'shared-data/catalog';
import { Heading, Text, useTexts } from 'shared-ui';
import { Card } from 'shared-ui/content';

const listStyles = (theme: Theme): CSSObject => ({
  listStyle: 'none',
  margin: `${theme.space.md} 0 0`,
  padding: 0,
  display: 'flex',
  flexDirection: 'column',
  gap: theme.space.md,
});

const valueStyles = (theme: Theme): CSSObject => ({
  display: 'block',
  fontWeight: theme.fontWeights.semibold,
});

function InfoCard({ card }: { card: ConsultationInfoCard }) {
  const titleId = useId();
  return (
    <Card as="article" aria-labelledby={titleId} padding="lg">
      <Heading level={3} id={titleId}>
        {card.title}
      </Heading>
      <ul css={listStyles}>
        {card.items.map((item) => (
          <li key={item.id}>
            <span css={valueStyles}>{item.value}</span>
            <Text as="span" variant="muted">
              {item.label}
            </Text>
          </li>
        ))}
      </ul>
    </Card>
  );
}

/** The left column of the consultation section: what to expect and the consultation details, from the catalog. */
export function ConsultationInfoCards() {
  const consultationInfoCards = consultationInfoCardsIn(useTexts(claimsTexts));
  return (
    <div css={(theme) => ({ display: 'flex', flexDirection: 'column', gap: theme.space.lg })}>
      {consultationInfoCards.map((card) => (
        <InfoCard key={card.id} card={card} />
      ))}
    </div>
  );
}
