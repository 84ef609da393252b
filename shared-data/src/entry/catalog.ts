/**
 * shared-data/catalog: the site's common catalog, prices and formats, the route table with every page's head, and
 * all of `shared-data/site`. No React, no Yup.
 */

export * from 'shared-data/site';
export * from '../catalog/claims';
export * from '../catalog/company';
export * from '../catalog/digital-packs';
export * from '../catalog/digital-services';
export * from '../catalog/divisions';
export * from '../catalog/form-options';
export * from '../catalog/marketing-plans';
export * from '../catalog/marketing-services';
export * from '../catalog/referral-landing-benefits';
export * from '../catalog/search-keywords';
export * from '../catalog/seo-landing';
export * from '../catalog/texts/service-titles.ru';
export type * from '../catalog/types';
export * from '../pricing/offer-pricing';
export * from '../pricing/plan-lookup';
