export { LogoLink, type LogoLinkProps } from './logo-link';
