/** A partner's own services in the authorization matrix (docs/decisions/partner-services.md). */
import type { MatrixFixtures } from './matrix-fixtures';
import { NOT_PARTNER, P_ONLY, row, type Row } from './matrix-rows';
import { serviceBody } from './services-kit';

const service = (f: MatrixFixtures) => `/api/partner/services/${f.partnerServices.serviceId}`;

export function partnerServiceRows(): Row[] {
  return [
    row('GET /api/partner/services', NOT_PARTNER, undefined, { partners: [200, 200] }),
    // Q may add services only to Q's own properties: P's is, to Q, no property at all.
    row(
      'POST /api/partner/services',
      NOT_PARTNER,
      (f) => ({ body: serviceBody(f.partnerServices.propertyId) }),
      { partners: [201, 404] },
    ),
    row('GET /api/partner/services/{id}', NOT_PARTNER, (f) => ({ path: service(f) }), P_ONLY),
    row(
      'PUT /api/partner/services/{id}',
      NOT_PARTNER,
      (f) => ({
        path: service(f),
        body: serviceBody(f.partnerServices.propertyId, { title: 'Pelican Secret Sunrise Yoga' }),
      }),
      P_ONLY,
    ),
  ];
}
