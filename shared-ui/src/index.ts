/**
 * shared-ui: the theme, the primitives every island builds on and the wiring every micro-frontend shares — what every
 * page loads. The rest has an entry per concern, so a page loads only what its islands use: `shared-ui/content`
 * (cards, prices, figures, carousel, countdown), `shared-ui/forms` (the form kit, dialogs and lead hooks),
 * `shared-ui/islands` (shared-ui's own islands and the registry) and `shared-ui/layout` (header, footer, page blocks).
 */
export { AppLink, type AppLinkProps, isInAppNavigation } from './components/app-link';
export * from './components/button';
export { Container, type ContainerProps, type ContainerSize } from './components/container';
export { closeDialog, opensDialog } from './components/dialog/opens-dialog';
export { Heading, type HeadingLevel, type HeadingProps, type HeadingSize } from './components/heading';
export { Icon, type IconName, type IconProps, iconNames } from './components/icon';
export { LoadFailure, type LoadFailureProps } from './components/load-failure';
export {
  Section,
  SectionIntro,
  type SectionIntroProps,
  type SectionProps,
  type SectionSpacing,
  type SectionTone,
} from './components/section';
export { Text, type TextElement, type TextProps, type TextVariant } from './components/text';
export {
  loadToaster,
  Toaster,
  type ToasterProps,
  toast,
  toastDurationMs,
} from './components/toast';
export { VisuallyHidden, type VisuallyHiddenProps, visuallyHiddenStyles } from './components/visually-hidden';
export { useChosenBeforeHydration, useTypedBeforeHydration } from './forms/use-typed-before-hydration';
export { isCurrentPage, NavList, type NavListProps } from './layout/nav-list';
export {
  followSiteLink,
  goToSiteHref,
  isKeyboardClick,
  scrollBehavior,
  scrollToSection,
  sectionIdOf,
} from './layout/site-navigation';
export type { SiteVariant } from './layout/site-variant';
export { useCurrentPathname } from './layout/use-current-pathname';
export type { AppRootProps, RemoteAppDefinition } from './micro-frontend/app-frame';
export { createAppLifecycles, type ShellProps } from './micro-frontend/create-app-lifecycles';
export { captureEarlyClicks, renderedPathAttribute } from './micro-frontend/early-events';
export { type HydrationNeed, needBeforeHydration } from './micro-frontend/hydration-needs';
export { type Island, type IslandProps, type IslandRegistry, island } from './micro-frontend/island';
export { type LazyComponent, LoadBoundary, lazyComponent } from './micro-frontend/lazy-component';
export { type LazyPage, lazyPage } from './micro-frontend/lazy-page';
export { PageDataContext, usePageData } from './micro-frontend/page-data';
export {
  loadPageStore,
  type PageStore,
  PageStoreContext,
  usePageStore,
  WithStore,
} from './micro-frontend/page-store';
export { type RemoteRoutes, type RoutedPage, remoteRoutes } from './micro-frontend/remote-routes';
export { renderStandalone } from './micro-frontend/render-standalone';
export { RuntimeConfigProvider, useRuntimeConfig } from './micro-frontend/runtime-config-context';
export { useHydrated, useRenderTime } from './micro-frontend/use-hydrated';
export { AppLoadFailed, type AppLoadFailedProps } from './micro-frontend/whole-app-load-failed';
export { type SharedUiTexts, sharedUiTexts } from './texts/book';
export { usePageLanguage, useTexts } from './texts/use-texts';
export { AppThemeProvider, type AppThemeProviderProps } from './theme/app-theme-provider';
export { type Breakpoint, breakpoints, mq } from './theme/breakpoints';
export { type ColorToken, colors } from './theme/colors';
export { cssVar, cssVars } from './theme/css-vars';
export { GlobalStyles } from './theme/global-styles';
export { type AppTheme, theme } from './theme/theme';
