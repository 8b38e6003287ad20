/** The rows of conversations between guests and hosts (docs/decisions/conversations.md). */
import type { MatrixFixtures } from './matrix-fixtures';
import { A_ONLY, CREATE_SIGNED_IN, NOT_PARTNER, P_ONLY, row, SIGNED_IN, type Row } from './matrix-rows';

const guestThread = (f: MatrixFixtures) => `/api/conversations/${f.conversations.aThreadId}`;
const partnerThread = (f: MatrixFixtures) => `/api/partner/conversations/${f.conversations.pThreadId}`;

export function conversationRows(): Row[] {
  return [
    // Everyone signed in may ask a host; each continues their own thread about that property.
    row('POST /api/conversations', CREATE_SIGNED_IN, (f) => ({
      body: { about: { kind: 'room', id: f.rooms[0] }, body: 'Is there a quiet room?' },
    })),
    row('GET /api/conversations', SIGNED_IN),
    row('GET /api/conversations/unread', SIGNED_IN),
    // Everyone signed in has a live stream of their own threads (and their organisation's): 200 to all.
    row('GET /api/conversations/events', SIGNED_IN, undefined, { partners: [200, 200] }),
    row('GET /api/conversations/{id}', A_ONLY, (f) => ({ path: guestThread(f) })),
    row('POST /api/conversations/{id}/messages', [401, 201, 404, 404], (f) => ({
      path: `${guestThread(f)}/messages`,
      body: { body: 'And a late check-in?' },
    })),
    row('POST /api/conversations/{id}/read', A_ONLY, (f) => ({ path: `${guestThread(f)}/read` })),
    // Q's organisation has no threads: its list is empty, not refused.
    row('GET /api/partner/conversations', NOT_PARTNER, undefined, { partners: [200, 200] }),
    row('GET /api/partner/conversations/unread', NOT_PARTNER, undefined, { partners: [200, 200] }),
    row('GET /api/partner/conversations/{id}', NOT_PARTNER, (f) => ({ path: partnerThread(f) }), P_ONLY),
    row(
      'POST /api/partner/conversations/{id}/messages',
      NOT_PARTNER,
      (f) => ({ path: `${partnerThread(f)}/messages`, body: { body: 'Welcome!' } }),
      { partners: [201, 404] },
    ),
    row(
      'POST /api/partner/conversations/{id}/read',
      NOT_PARTNER,
      (f) => ({ path: `${partnerThread(f)}/read` }),
      P_ONLY,
    ),
    // Photos in messages: added into one's own thread, fetched by the thread's people only.
    row('POST /api/conversations/{id}/photos', [401, 201, 404, 404], (f) => ({
      path: `${guestThread(f)}/photos`,
      body: f.photos.form(),
    })),
    row(
      'POST /api/partner/conversations/{id}/photos',
      NOT_PARTNER,
      (f) => ({ path: `${partnerThread(f)}/photos`, body: f.photos.form() }),
      { partners: [201, 404] },
    ),
    row('GET /api/message-photos/{id}/{file}', A_ONLY, (f) => ({ path: f.messagePhotoUrl }), {
      partners: [404, 404],
    }),
    row(
      'POST /api/partner/conversations/{id}/status',
      NOT_PARTNER,
      (f) => ({ path: `${partnerThread(f)}/status`, body: { status: 'open' } }),
      P_ONLY,
    ),
  ];
}
