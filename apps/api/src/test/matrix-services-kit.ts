import { readJson } from './test-app';
import { serviceBody } from './services-kit';

type Call = (method: string, path: string, cookie: string, body?: unknown) => Promise<Response>;

/** A service P made for P's own property; its name is P's secret (docs/decisions/partner-services.md). */
export async function partnerServiceFixtures(call: Call, pCookie: string, propertyId: number) {
  const res = await call(
    'POST',
    '/api/partner/services',
    pCookie,
    serviceBody(propertyId, { title: 'Pelican Secret Sunrise Yoga' }),
  );
  if (res.status !== 201) throw new Error(`fixture request failed: ${res.status} ${await res.text()}`);
  return { propertyId, serviceId: (await readJson(res)).id as number };
}
