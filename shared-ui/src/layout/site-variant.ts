/** Which division's header and footer a page shows. */
export type SiteVariant = 'marketing' | 'digital';
