import type { ReactNode } from 'react';
import { FloatingCallButton } from '../../blocks/floating-call-button/floating-call-button';
import { mainContentId } from '../../components/skip-link/skip-link';
import { SiteFooter } from '../site-footer/site-footer';
import { SiteMenuSheet } from '../site-header/mobile-menu';
import { SiteHeader } from '../site-header/site-header';
import type { SiteVariant } from '../site-variant';
import { useScrollToHash } from '../use-scroll-to-hash';

export interface PageLayoutProps {
  variant: SiteVariant;
  children: ReactNode;
}

/**
 * A page of the site: the division's header, the `<main>` the skip link jumps to, the division's footer, the
 * floating call button and the header's menu sheet. Scrolls to the section the URL's hash names, also when another
 * remote renders it later.
 */
export function PageLayout({ variant, children }: PageLayoutProps) {
  useScrollToHash();
  return (
    <>
      <SiteHeader variant={variant} />
      <main id={mainContentId} tabIndex={-1} css={{ outline: 'none' }}>
        {children}
      </main>
      <SiteFooter variant={variant} />
      <FloatingCallButton />
      <SiteMenuSheet variant={variant} />
    </>
  );
}
