/** shared-ui: the design system of the site (theme, primitives, layout) and the wiring every micro-frontend shares. */
export { AppLink, type AppLinkProps, isInAppNavigation } from './components/app-link';
export {
  Button,
  type ButtonProps,
  type ButtonSize,
  type ButtonVariant,
  type LinkButtonProps,
  type NativeButtonProps,
} from './components/button';
export { Container, type ContainerProps, type ContainerSize } from './components/container';
export { Heading, type HeadingLevel, type HeadingProps, type HeadingSize } from './components/heading';
export { Section, type SectionProps, type SectionSpacing, type SectionTone } from './components/section';
export { mainContentId, SkipLink, type SkipLinkProps } from './components/skip-link';
export { Text, type TextElement, type TextProps, type TextVariant } from './components/text';
export { VisuallyHidden, type VisuallyHiddenProps, visuallyHiddenStyles } from './components/visually-hidden';
export { LogoLink, type LogoLinkProps } from './layout/logo-link';
export { isCurrentPage, NavList, type NavListProps } from './layout/nav-list';
export { PageLayout, type PageLayoutProps } from './layout/page-layout';
export { SiteFooter, type SiteFooterProps } from './layout/site-footer';
export { SiteHeader, type SiteHeaderProps } from './layout/site-header';
export type { SiteVariant } from './layout/site-variant';
export { useCurrentPathname } from './layout/use-current-pathname';
export type { AppRootProps, RemoteAppDefinition } from './micro-frontend/app-frame';
export { createAppLifecycles, type ShellProps } from './micro-frontend/create-app-lifecycles';
export { captureEarlyClicks, renderedPathAttribute } from './micro-frontend/early-events';
export { type Island, type IslandProps, type IslandRegistry, island } from './micro-frontend/island';
export { islandRegistry } from './micro-frontend/island-registry';
export { LoadBoundary } from './micro-frontend/lazy-component';
export { type LazyPage, lazyPage } from './micro-frontend/lazy-page';
export { type LazyRouter, lazyRouter } from './micro-frontend/lazy-router';
export { type PageStore, usePageStore, WithStore } from './micro-frontend/page-store';
export { renderStandalone } from './micro-frontend/render-standalone';
export { RuntimeConfigProvider, useRuntimeConfig } from './micro-frontend/runtime-config-context';
export { useHydrated } from './micro-frontend/use-hydrated';
export { AppThemeProvider, type AppThemeProviderProps } from './theme/app-theme-provider';
export { type Breakpoint, breakpoints, mq } from './theme/breakpoints';
export { type ColorToken, colors } from './theme/colors';
export { cssVar, cssVars } from './theme/css-vars';
export { GlobalStyles } from './theme/global-styles';
export { type AppTheme, theme } from './theme/theme';

/** Overlays, notifications and content primitives. */

export { Badge, type BadgeProps, type BadgeTone } from './components/badge';
export { Card, type CardElement, type CardPadding, type CardProps, type CardTone } from './components/card';
export { Carousel, type CarouselProps, carouselIntervalMs } from './components/carousel';
export { CheckList, type CheckListProps } from './components/check-list';
export { CopyField, type CopyFieldProps, copiedMarkMs, copyMessages } from './components/copy-field';
export {
  CountdownBanner,
  type CountdownBannerProps,
  type TimeLeft,
  timeLeftUntil,
  unitWord,
} from './components/countdown-banner';
export type { DialogProps, DialogSize } from './components/dialog';
export {
  Grid,
  type GridColumns,
  type GridElement,
  type GridGap,
  type GridProps,
  gridColumnStyles,
} from './components/grid';
export { Icon, type IconName, type IconProps, iconNames } from './components/icon';
export { discountPercentOf, Price, type PriceProps, type PriceSize } from './components/price';
export type { SheetProps, SheetSide } from './components/sheet';
export { Sheet, SheetClose } from './components/sheet';
export { Stat, StatList, type StatListProps, type StatProps } from './components/stat';
export {
  loadToaster,
  Toaster,
  type ToasterProps,
  toast,
  toastDurationMs,
  toasterLabel,
} from './components/toast';
export type { ChoiceFieldProps } from './forms/choice-fields';
export type { DateFieldProps } from './forms/date-field';
export {
  controlStyles,
  fieldStyles,
  labelStyles as fieldLabelStyles,
} from './forms/field-styles';
export type { FormBodyProps, FormSchema, FormSchemaRef, SchemaPick } from './forms/form-body';
export { FormKitFailure, type FormKitFailureProps, formKitFailureTexts } from './forms/form-kit-failure';
export { type FormKit, loadFormKit } from './forms/form-kit-loader';
export {
  BusinessGroup,
  CheckboxListField,
  ConstructorDialog,
  ConstructorFormDialog,
  ConsultationDialog,
  ConsultationSectionForm,
  ContactGroup,
  DateField,
  EmailField,
  FailedSubmitNotice,
  FormBody,
  FormGroup,
  MeetingGroup,
  PhoneField,
  PlanOrderDialog,
  RadioGroupField,
  SelectField,
  SelectionField,
  TextAreaField,
  TextField,
} from './forms/form-kit-parts';
export { DialogClose, FormReadyDialog as Dialog } from './forms/form-ready-dialog';
export { type FormSchemas, loadFormSchemas } from './forms/form-schemas';
export { type DialogPartProps, lazyDialog } from './forms/lazy-form-parts';
export { QuantityStepper, type QuantityStepperProps } from './forms/quantity-stepper';
export type { SelectFieldProps } from './forms/select-field';
export type { SelectionFieldProps } from './forms/selection-field';
export type {
  EmailFieldProps,
  PhoneFieldProps,
  TextAreaFieldProps,
  TextFieldProps,
} from './forms/text-field';
export type { FormFieldBaseProps } from './forms/use-form-field';
export { type FormGuardFields, useFormGuard } from './forms/use-form-guard';

/** Site navigation and page blocks. */

export { CtaCard, type CtaCardProps, type CtaCardVariant } from './blocks/cta-card';
export { FloatingCallButton, floatingCallButtonSize } from './blocks/floating-call-button';
export {
  followSiteLink,
  goToSiteHref,
  scrollBehavior,
  scrollToSection,
} from './layout/site-navigation';
export { useScrollToHash } from './layout/use-scroll-to-hash';

/** Consultation blocks: the contact-form section and the landing's consultation dialog. */

export type { ConsultationDialogProps } from './blocks/consultation-dialog/consultation-dialog';
export { consultationDialogTexts } from './blocks/consultation-dialog/consultation-dialog-texts';
export {
  ConsultationSection,
  type ConsultationSectionProps,
} from './blocks/consultation-section/consultation-section';
export type { ConsultationSectionFormProps } from './blocks/consultation-section/consultation-section-form';
export { consultationSectionFormTexts } from './blocks/consultation-section/consultation-section-form-texts';
export type { PlanOrderDialogProps } from './blocks/plan-order-dialog/plan-order-dialog';
export { planOrderDialogTexts } from './blocks/plan-order-dialog/plan-order-dialog-texts';

/** Constructor blocks: a priced item list with quantities and bounds, and the request parts of its form. */

export type {
  ConstructorDialogProps,
  ConstructorDialogTexts,
  ConstructorFormValues,
} from './blocks/constructor-dialog/constructor-dialog';
export type { ConstructorFormDialogProps } from './blocks/constructor-dialog/constructor-form-dialog';
export { constructorFormTexts } from './blocks/constructor-dialog/constructor-form-texts';
export type { BusinessGroupProps, MeetingGroupProps } from './blocks/constructor-dialog/lead-sections';
export type { FailedSubmitNoticeProps } from './forms/failed-submit-notice';
export { asServerError, serverFieldErrors } from './forms/server-field-errors';
export { useDebouncedValue } from './forms/use-debounced-value';
export { useIdempotencyKey } from './forms/use-idempotency-key';
export { type LeadSubmitOptions, useLeadSubmit } from './forms/use-lead-submit';
export { useTypedBeforeHydration } from './forms/use-typed-before-hydration';
