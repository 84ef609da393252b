export {
  CtaCard,
  type CtaCardProps,
  type CtaCardVariant,
  ctaCardContent,
  ctaConsultationLabel,
  ctaPricingLabel,
} from './cta-card';
