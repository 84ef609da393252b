import { testRuntimeConfig } from '../config/test-runtime-config';
import { organizationJsonLd } from './structured-data';

describe('organizationJsonLd', () => {
  it('states the hours, rating, radius and payments the spec names', () => {
    const data = organizationJsonLd(testRuntimeConfig);
    expect(data.openingHoursSpecification).toMatchObject({ opens: '09:00', closes: '18:00' });
    expect(data.openingHoursSpecification.dayOfWeek).toHaveLength(7);
    expect(data.aggregateRating).toMatchObject({ ratingValue: 4.9, reviewCount: 47 });
    expect(data.areaServed.geoRadius).toBe(100000);
    expect(data.paymentAccepted).toBe('Cash, Credit Card, Bank Transfer');
    expect(data.telephone).toBe(testRuntimeConfig.agencyPhone);
    expect(data.url).toBe('http://localhost:3000/');
  });
});
