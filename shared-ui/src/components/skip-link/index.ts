export { mainContentId, SkipLink, type SkipLinkProps } from './skip-link';
