export { AppLink, type AppLinkProps, isInAppNavigation } from './app-link';
