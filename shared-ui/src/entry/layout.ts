/**
 * shared-ui/layout: the page around a remote's sections — header, footer, page layout — and the page blocks (call to
 * action card, consultation section, floating call button). The server renders them; a page of islands only loads
 * the islands inside them.
 */

export { RequestDialog, type RequestDialogProps } from '../blocks/constructor-dialog/request-dialog';
export {
  ConsultationDialog,
  consultationDialogId,
} from '../blocks/consultation-dialog/consultation-dialog';
export {
  ConsultationSection,
  type ConsultationSectionProps,
} from '../blocks/consultation-section/consultation-section';
export { CtaCard, type CtaCardProps, type CtaCardVariant } from '../blocks/cta-card';
export { callBarHeight, FloatingCallButton, floatingCallButtonSize } from '../blocks/floating-call-button';
export {
  PlanOrderDialog,
  type PlanOrderDialogProps,
  planOrderDialogId,
} from '../blocks/plan-order-dialog/plan-order-dialog';
export { Dialog, DialogClose, type DialogProps, type DialogSize } from '../components/dialog';
export { Sheet, SheetClose, type SheetProps, type SheetSide } from '../components/sheet';
export { mainContentId, SkipLink, type SkipLinkProps } from '../components/skip-link';
export { LogoLink, type LogoLinkProps } from '../layout/logo-link';
export { PageLayout, type PageLayoutProps } from '../layout/page-layout';
export { SiteFooter, type SiteFooterProps } from '../layout/site-footer';
export { SiteHeader, type SiteHeaderProps } from '../layout/site-header';
export { useScrollToHash } from '../layout/use-scroll-to-hash';
