import { type ReactNode, useId } from 'react';
import { consultationHref, consultationTerms, paths } from 'shared-data/site';
import {
  Button,
  followSiteLink,
  Heading,
  type HeadingLevel,
  type SharedUiTexts,
  sharedUiTexts,
  Text,
  useTexts,
} from 'shared-ui';
import { Card } from 'shared-ui/content';

/** What a call-to-action card offers: the free consultation, the tariffs, or both. */
export type CtaCardVariant = 'consultation' | 'pricing' | 'both';

export interface CtaCardProps {
  /** Default `consultation`. */
  variant?: CtaCardVariant;
  /** Overrides the variant's heading. */
  title?: ReactNode;
  /** Overrides the variant's text. */
  description?: ReactNode;
  /** Default 2. */
  headingLevel?: HeadingLevel;
}

/** Which buttons each variant shows. */
const ctaCardButtons: Record<CtaCardVariant, { consultation: boolean; pricing: boolean }> = {
  consultation: { consultation: true, pricing: false },
  pricing: { consultation: false, pricing: true },
  both: { consultation: true, pricing: true },
};

/** Heading and text of each variant, in the page's language. */
const ctaCardWords = (texts: SharedUiTexts['ctaCard'], variant: CtaCardVariant) => {
  const minutes = consultationTerms.callToActionMinutes;
  switch (variant) {
    case 'consultation':
      return { title: texts.consultation.title, description: texts.consultation.description(minutes) };
    case 'pricing':
      return texts.pricing;
    case 'both':
      return { title: texts.both.title, description: texts.both.description(minutes) };
  }
};

/**
 * A call-to-action card. The consultation button goes to the home page and scrolls smoothly to the consultation
 * form; the pricing button opens /pricing.
 */
export function CtaCard({ variant = 'consultation', title, description, headingLevel = 2 }: CtaCardProps) {
  const titleId = useId();
  const texts = useTexts(sharedUiTexts).ctaCard;
  const buttons = ctaCardButtons[variant];
  const words = ctaCardWords(texts, variant);
  return (
    <Card as="section" aria-labelledby={titleId} tone="brand" padding="lg" elevated>
      <Heading level={headingLevel} size="md" id={titleId}>
        {title ?? words.title}
      </Heading>
      <Text variant="lead">{description ?? words.description}</Text>
      <div css={(theme) => ({ display: 'flex', flexWrap: 'wrap', gap: theme.space.sm })}>
        {buttons.consultation ? (
          <Button href={consultationHref} onClick={followSiteLink} size="lg">
            {texts.consultationButton}
          </Button>
        ) : null}
        {buttons.pricing ? (
          <Button
            href={paths.pricing}
            onClick={followSiteLink}
            size="lg"
            variant={buttons.consultation ? 'secondary' : 'primary'}
          >
            {texts.pricingButton}
          </Button>
        ) : null}
      </div>
    </Card>
  );
}
