/** The partner side's rows of the authorization matrix (docs/decisions/partners.md). */
import { day } from './fixtures';
import { propertyBody, roomBody } from './listings-kit';
import type { MatrixFixtures } from './matrix-fixtures';
import { ADMIN, NOT_PARTNER, P_ONLY, PUBLIC, row, type Row } from './matrix-rows';

const roomPhotos = (f: MatrixFixtures) => `/api/partner/rooms/${f.photos.roomId}/photos`;
const retreatPhotos = (f: MatrixFixtures) => `/api/partner/retreats/${f.photos.retreatId}/photos`;
const property = (f: MatrixFixtures) => `/api/partner/properties/${f.partners.propertyId}`;
const partnerRoom = (f: MatrixFixtures) => `/api/partner/rooms/${f.partners.listingRoomId}`;

export function partnerRows(): Row[] {
  return [
    // Partner applications (admins decide) and the partner console (docs/decisions/partners.md).
    row('GET /api/admin/partner-applications', ADMIN),
    row('GET /api/admin/partner-applications/{id}', ADMIN, (f) => ({
      path: `/api/admin/partner-applications/${f.partners.applicationToApprove}`,
    })),
    row('POST /api/admin/partner-applications/{id}/approve', ADMIN, (f) => ({
      path: `/api/admin/partner-applications/${f.partners.applicationToApprove}/approve`,
      body: { note: 'Welcome' },
    })),
    row('POST /api/admin/partner-applications/{id}/decline', ADMIN, (f) => ({
      path: `/api/admin/partner-applications/${f.partners.applicationToDecline}/decline`,
      body: { note: 'Not for us' },
    })),
    row('POST /api/partner/invitation/preview', PUBLIC, (f) => ({
      body: { token: f.partners.invitationToken },
    })),
    // The invitation's address has no account: accepting needs a name and password; a dead token is 400.
    row('POST /api/partner/invitation/accept', [400, 400, 400, 400], () => ({
      body: { token: 'not-a-live-token-at-all', name: 'Rui Costa', password: 'calm waters 42' },
    })),
    row('GET /api/partner/me', [401, 403, 403, 403], undefined, { partners: [200, 200] }),
    // The console home's list (docs/decisions/partner-listings.md): each partner sees their own.
    row('GET /api/partner/properties', [401, 403, 403, 403], undefined, { partners: [200, 200] }),
    // A room's calendar (docs/decisions/room-calendars.md): P's organisation runs the room, Q's does not.
    ...calendarRows(),
    // Photos of P's room and property (docs/decisions/photos.md): Q, of another organisation, is told they
    // do not exist; accounts that are no partner get a 403.
    row('GET /api/partner/{scope}/{id}/photos', NOT_PARTNER, (f) => ({ path: roomPhotos(f) }), P_ONLY),
    row(
      'PUT /api/partner/{scope}/{id}/photos/order',
      NOT_PARTNER,
      (f) => ({
        path: `${roomPhotos(f)}/order`,
        body: { photoIds: [...f.photos.roomPhotos].reverse() },
      }),
      P_ONLY,
    ),
    row(
      'POST /api/partner/{scope}/{id}/photos',
      NOT_PARTNER,
      (f) => ({
        path: `/api/partner/properties/${f.photos.propertyId}/photos`,
        body: f.photos.form(),
      }),
      { partners: [201, 404] },
    ),
    row(
      'POST /api/partner/photos/{id}/cover',
      NOT_PARTNER,
      (f) => ({
        path: `/api/partner/photos/${f.photos.roomPhotos[1]}/cover`,
      }),
      P_ONLY,
    ),
    row(
      'PATCH /api/partner/photos/{id}',
      NOT_PARTNER,
      (f) => ({
        path: `/api/partner/photos/${f.photos.roomPhotos[0]}`,
        body: { alt: 'Dunes at dusk' },
      }),
      P_ONLY,
    ),
    row(
      'DELETE /api/partner/photos/{id}',
      NOT_PARTNER,
      (f) => ({
        path: `/api/partner/photos/${f.photos.photoToDelete}`,
      }),
      { partners: [204, 404] },
    ),
    // Photos of P's retreat (docs/decisions/photos.md, "Retreat and facilitator photos"): as a property's.
    row('GET /api/partner/retreats/{id}/photos', NOT_PARTNER, (f) => ({ path: retreatPhotos(f) }), P_ONLY),
    row(
      'PUT /api/partner/retreats/{id}/photos/order',
      NOT_PARTNER,
      (f) => ({
        path: `${retreatPhotos(f)}/order`,
        body: { photoIds: [...f.photos.retreatPhotos].reverse() },
      }),
      P_ONLY,
    ),
    row(
      'POST /api/partner/retreats/{id}/photos',
      NOT_PARTNER,
      (f) => ({ path: retreatPhotos(f), body: f.photos.form() }),
      { partners: [201, 404] },
    ),
    // A partner's properties and rooms (docs/decisions/partner-listings.md): P's; Q is told they do not exist.
    row('POST /api/partner/properties', NOT_PARTNER, () => ({ body: propertyBody() }), {
      partners: [201, 201],
    }),
    row('GET /api/partner/properties/{id}', NOT_PARTNER, (f) => ({ path: property(f) }), {
      partners: [200, 404],
    }),
    row(
      'PUT /api/partner/properties/{id}',
      NOT_PARTNER,
      (f) => ({ path: property(f), body: propertyBody() }),
      {
        partners: [200, 404],
      },
    ),
    row(
      'PUT /api/partner/properties/{id}/published',
      NOT_PARTNER,
      (f) => ({ path: `${property(f)}/published`, body: { published: true } }),
      { partners: [200, 404] },
    ),
    row(
      'POST /api/partner/properties/{id}/rooms',
      NOT_PARTNER,
      (f) => ({ path: `${property(f)}/rooms`, body: roomBody() }),
      { partners: [201, 404] },
    ),
    row('GET /api/partner/rooms/{id}', NOT_PARTNER, (f) => ({ path: partnerRoom(f) }), {
      partners: [200, 404],
    }),
    row('PUT /api/partner/rooms/{id}', NOT_PARTNER, (f) => ({ path: partnerRoom(f), body: roomBody() }), {
      partners: [200, 404],
    }),
  ];
}

function calendarRows(): Row[] {
  const partnerOnly: Row['expected'] = [401, 403, 403, 403];
  const at = (suffix: string) => (f: MatrixFixtures) => `/api/partner/rooms/${f.partners.roomId}${suffix}`;
  const range = `?from=${day(200)}&to=${day(203)}`;
  const body = (extra: object) => () => ({ body: { from: day(200), to: day(203), ...extra } });
  return [
    // A month of the calendar (this one and 24 either side: docs/decisions/room-calendars.md).
    ['GET /api/partner/rooms/{id}/calendar', `/calendar?month=${day(200).slice(0, 7)}`, 200, undefined],
    ['POST /api/partner/rooms/{id}/blocks', '/blocks', 201, body({ note: 'Pelican Secret note' })],
    ['DELETE /api/partner/rooms/{id}/blocks', `/blocks${range}`, 200, undefined],
    ['POST /api/partner/rooms/{id}/price-overrides', '/price-overrides', 201, body({ priceCents: 18_000 })],
    ['DELETE /api/partner/rooms/{id}/price-overrides', `/price-overrides${range}`, 200, undefined],
    ['POST /api/partner/rooms/{id}/minimum-stays', '/minimum-stays', 201, body({ minNights: 2 })],
    ['DELETE /api/partner/rooms/{id}/minimum-stays', `/minimum-stays${range}`, 200, undefined],
  ].map(([key, suffix, status, extra]) =>
    row(
      key as string,
      partnerOnly,
      (f, who) => ({ path: at(suffix as string)(f), ...(extra as Row['call'] | undefined)?.(f, who) }),
      { partners: [status as number, 404] },
    ),
  );
}
