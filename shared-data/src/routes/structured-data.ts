import { company } from '../catalog/russian';
import type { RuntimeConfig } from '../config/runtime-config';

/** The organisation's schema.org JSON-LD for every page: hours, rating, service area, payments, contacts. */
export function organizationJsonLd(
  config: Pick<RuntimeConfig, 'siteUrl' | 'agencyPhone' | 'contactEmail' | 'telegramUrl' | 'instagramUrl'>,
) {
  return {
    '@context': 'https://schema.org',
    '@type': 'ProfessionalService',
    name: company.name,
    description: company.legalDescription,
    url: `${config.siteUrl}/`,
    telephone: config.agencyPhone,
    email: config.contactEmail,
    priceRange: company.priceRange,
    currenciesAccepted: 'UZS',
    address: {
      '@type': 'PostalAddress',
      streetAddress: company.streetAddress,
      addressLocality: company.city,
      addressCountry: company.country,
    },
    geo: { '@type': 'GeoCoordinates', ...company.geo },
    openingHours: `${company.openingHours.days} ${company.openingHours.opens}-${company.openingHours.closes}`,
    openingHoursSpecification: {
      '@type': 'OpeningHoursSpecification',
      dayOfWeek: ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'],
      opens: company.openingHours.opens,
      closes: company.openingHours.closes,
    },
    aggregateRating: {
      '@type': 'AggregateRating',
      ratingValue: company.rating.value,
      bestRating: company.rating.best,
      worstRating: 1,
      reviewCount: company.rating.reviews,
    },
    areaServed: {
      '@type': 'GeoCircle',
      geoMidpoint: { '@type': 'GeoCoordinates', ...company.geo },
      geoRadius: company.serviceRadiusMeters,
    },
    paymentAccepted: company.paymentAccepted.join(', '),
    sameAs: [config.telegramUrl, config.instagramUrl],
  };
}
