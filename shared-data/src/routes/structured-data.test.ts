import { testRuntimeConfig } from '../config/test-runtime-config';
import { organizationJsonLd } from './structured-data';

describe('organizationJsonLd', () => {
  const data = organizationJsonLd(testRuntimeConfig);

  it('is a schema.org local business with its contacts', () => {
    expect(data).toMatchObject({ '@context': 'https://schema.org', '@type': 'ProfessionalService' });
    expect(data.telephone).toBe(testRuntimeConfig.agencyPhone);
    expect(data.email).toBe(testRuntimeConfig.contactEmail);
    expect(data.url).toBe('http://localhost:3000/');
    expect(data.sameAs).toEqual([testRuntimeConfig.telegramUrl, testRuntimeConfig.instagramUrl]);
  });

  it('opens daily from 09:00 to 18:00', () => {
    expect(data.openingHours).toBe('Mo-Su 09:00-18:00');
    expect(data.openingHoursSpecification).toEqual({
      '@type': 'OpeningHoursSpecification',
      dayOfWeek: ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'],
      opens: '09:00',
      closes: '18:00',
    });
  });

  it('is rated 4.9 of 5 from 47 reviews', () => {
    expect(data.aggregateRating).toEqual({
      '@type': 'AggregateRating',
      ratingValue: 4.9,
      bestRating: 5,
      worstRating: 1,
      reviewCount: 47,
    });
  });

  it('serves a circle of 100000 metres around the office', () => {
    expect(data.areaServed).toMatchObject({ '@type': 'GeoCircle', geoRadius: 100000 });
    expect(data.areaServed.geoMidpoint).toEqual(data.geo);
  });

  it('takes cash, credit cards and bank transfers in сум', () => {
    expect(data.paymentAccepted).toBe('Cash, Credit Card, Bank Transfer');
    expect(data.currenciesAccepted).toBe('UZS');
  });
});
