/** The calendar sync's rows of the authorization matrix (docs/decisions/calendar-sync.md). */
import type { MatrixFixtures } from './matrix-fixtures';
import { ADMIN, NOT_PARTNER, row, type Row } from './matrix-rows';

// A feed on a refused address: adding it answers 201 at once with its error (no fetch leaves the machine).
const feedBody = { name: 'Airbnb', url: 'http://127.0.0.1:9/matrix.ics' };

export function calendarSyncRows(): Row[] {
  const room = (f: MatrixFixtures) => `/api/partner/rooms/${f.partners.roomId}`;
  let feedId = 0;
  const addFeed = async (f: MatrixFixtures) => {
    const res = await f.call('POST', `${room(f)}/calendar-feeds`, f.cookies.p, feedBody);
    feedId = ((await res.json()) as { id: number }).id;
  };
  return [
    row(
      'GET /api/partner/rooms/{id}/calendar-export',
      NOT_PARTNER,
      (f) => ({ path: `${room(f)}/calendar-export` }),
      {
        partners: [200, 404],
      },
    ),
    row(
      'POST /api/partner/rooms/{id}/calendar-export/regenerate',
      NOT_PARTNER,
      (f) => ({ path: `${room(f)}/calendar-export/regenerate` }),
      { partners: [200, 404] },
    ),
    row(
      'GET /api/partner/rooms/{id}/calendar-feeds',
      NOT_PARTNER,
      (f) => ({ path: `${room(f)}/calendar-feeds` }),
      {
        partners: [200, 404],
      },
    ),
    row(
      'POST /api/partner/rooms/{id}/calendar-feeds',
      NOT_PARTNER,
      (f) => ({ path: `${room(f)}/calendar-feeds`, body: feedBody }),
      { partners: [201, 404] },
    ),
    {
      ...row(
        'POST /api/partner/rooms/{id}/calendar-feeds/{feedId}/sync',
        NOT_PARTNER,
        (f) => ({ path: `${room(f)}/calendar-feeds/${feedId}/sync` }),
        { partners: [200, 404] },
      ),
      prepare: addFeed,
    },
    {
      ...row(
        'DELETE /api/partner/rooms/{id}/calendar-feeds/{feedId}',
        NOT_PARTNER,
        (f) => ({ path: `${room(f)}/calendar-feeds/${feedId}` }),
        { partners: [204, 404] },
      ),
      prepare: addFeed,
    },
    // The export itself is public: only its secret opens it, and an unknown one is a 404 to everyone.
    row(
      'GET /calendar/rooms/{file}',
      [404, 404, 404, 404],
      () => ({ path: '/calendar/rooms/not-a-secret-of-any-room.ics' }),
      {
        partners: [404, 404],
      },
    ),
    row('GET /api/admin/calendar-conflicts', ADMIN),
  ];
}
