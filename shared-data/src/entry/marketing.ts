/** shared-data/marketing: catalog parts only the marketing division shows. */

export * from '../catalog/about';
export * from '../catalog/advantages';
export * from '../catalog/blog';
export * from '../catalog/clients';
export * from '../catalog/discuss-project';
export * from '../catalog/privacy-policy-texts';
export * from '../catalog/testimonials';
