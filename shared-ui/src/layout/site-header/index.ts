export { SiteHeader, type SiteHeaderProps } from './site-header';
