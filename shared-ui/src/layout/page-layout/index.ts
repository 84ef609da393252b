export { PageLayout, type PageLayoutProps } from './page-layout';
