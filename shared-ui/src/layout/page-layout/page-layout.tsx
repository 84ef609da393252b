import type { ReactNode } from 'react';
import { mainContentId } from '../../components/skip-link/skip-link';
import { SiteFooter } from '../site-footer/site-footer';
import { SiteHeader } from '../site-header/site-header';
import type { SiteVariant } from '../site-variant';

export interface PageLayoutProps {
  variant: SiteVariant;
  children: ReactNode;
}

/** A page of the site: the division's header, the `<main>` the skip link jumps to, and the division's footer. */
export function PageLayout({ variant, children }: PageLayoutProps) {
  return (
    <>
      <SiteHeader variant={variant} />
      <main id={mainContentId} tabIndex={-1} css={{ outline: 'none' }}>
        {children}
      </main>
      <SiteFooter variant={variant} />
    </>
  );
}
