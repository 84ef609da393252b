import { type ReactNode, useId } from 'react';
import { consultationHref, consultationTerms, paths } from 'shared-data/site';
import { Button, followSiteLink, Heading, type HeadingLevel, Text } from 'shared-ui';
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

const consultationText = `Бесплатная консультация ${consultationTerms.callToActionMinutes} минут: разберём ваш бизнес и предложим план продвижения.`;

/** Heading, text and buttons of each variant. */
const ctaCardContent: Record<
  CtaCardVariant,
  { title: string; description: string; consultation: boolean; pricing: boolean }
> = {
  consultation: {
    title: 'Получите бесплатную консультацию',
    description: consultationText,
    consultation: true,
    pricing: false,
  },
  pricing: {
    title: 'Выберите свой тариф',
    description: 'Готовые пакеты продвижения с понятной ценой или индивидуальный тариф в конструкторе.',
    consultation: false,
    pricing: true,
  },
  both: {
    title: 'Готовы увеличить продажи?',
    description: `${consultationText} Или сразу выберите подходящий тариф.`,
    consultation: true,
    pricing: true,
  },
};

/** Label of the consultation button. */
const ctaConsultationLabel = 'Получить консультацию';
/** Label of the pricing button. */
const ctaPricingLabel = 'Смотреть тарифы';

/**
 * A call-to-action card. The consultation button goes to the home page and scrolls smoothly to the consultation
 * form; the pricing button opens /pricing.
 */
export function CtaCard({ variant = 'consultation', title, description, headingLevel = 2 }: CtaCardProps) {
  const titleId = useId();
  const content = ctaCardContent[variant];
  return (
    <Card as="section" aria-labelledby={titleId} tone="brand" padding="lg" elevated>
      <Heading level={headingLevel} size="md" id={titleId}>
        {title ?? content.title}
      </Heading>
      <Text variant="lead">{description ?? content.description}</Text>
      <div css={(theme) => ({ display: 'flex', flexWrap: 'wrap', gap: theme.space.sm })}>
        {content.consultation ? (
          <Button href={consultationHref} onClick={followSiteLink} size="lg">
            {ctaConsultationLabel}
          </Button>
        ) : null}
        {content.pricing ? (
          <Button
            href={paths.pricing}
            onClick={followSiteLink}
            size="lg"
            variant={content.consultation ? 'secondary' : 'primary'}
          >
            {ctaPricingLabel}
          </Button>
        ) : null}
      </div>
    </Card>
  );
}
