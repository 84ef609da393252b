/**
 * shared-ui/content: what pages show of the catalog and what some islands move — cards, badges, check lists, prices,
 * figures, the carousel, the countdown and the copy field. A page whose islands show none of it never loads it.
 */
export * from '../components/badge';
export * from '../components/card';
export * from '../components/carousel';
export * from '../components/check-list';
export * from '../components/copy-field';
export * from '../components/countdown-banner';
export * from '../components/grid';
export * from '../components/inline-list';
export * from '../components/price';
export * from '../components/stat';
