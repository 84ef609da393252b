export { CtaCard, type CtaCardProps, type CtaCardVariant } from './cta-card';
