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
export type { RemoteAppDefinition } from './micro-frontend/app-frame';
export { AppProviders, type AppProvidersProps } from './micro-frontend/app-providers';
export { createAppLifecycles, type ShellProps } from './micro-frontend/create-app-lifecycles';
export { renderStandalone } from './micro-frontend/render-standalone';
export { AppThemeProvider, type AppThemeProviderProps } from './theme/app-theme-provider';
export { type Breakpoint, breakpoints, mq } from './theme/breakpoints';
export { type ColorToken, colors } from './theme/colors';
export { cssVar, cssVars } from './theme/css-vars';
export { GlobalStyles } from './theme/global-styles';
export { type AppTheme, theme } from './theme/theme';
