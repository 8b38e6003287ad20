/**
 * The rows of review reports, the moderation queue, organisations and the outbox
 * (docs/decisions/review-moderation.md, docs/decisions/admin-moderation.md).
 */
import { ADMIN, CREATE_SIGNED_IN, row, type Row } from './matrix-rows';

export function adminModerationRows(): Row[] {
  return [
    // Every signed-in identity reports the review once.
    row('POST /api/reviews/{id}/report', CREATE_SIGNED_IN, (f) => ({
      path: `/api/reviews/${f.moderation.toReport}/report`,
      body: { reason: 'Not about the stay.' },
    })),
    row('GET /api/admin/reviews/reported', ADMIN),
    row('POST /api/admin/reviews/{id}/hide', ADMIN, (f) => ({
      path: `/api/admin/reviews/${f.moderation.toHide}/hide`,
    })),
    row('POST /api/admin/reviews/{id}/keep', ADMIN, (f) => ({
      path: `/api/admin/reviews/${f.moderation.toKeep}/keep`,
    })),
    row('GET /api/admin/reviews/hidden', ADMIN),
    row('POST /api/admin/reviews/{id}/unhide', ADMIN, (f) => ({
      path: `/api/admin/reviews/${f.moderation.toUnhide}/unhide`,
    })),
    // Searched for the kit's own organisation: the whole list names P's and Q's.
    row('GET /api/admin/organisations', ADMIN, () => ({ path: '/api/admin/organisations?q=kestrel' })),
    row('GET /api/admin/organisations/{id}', ADMIN, (f) => ({
      path: `/api/admin/organisations/${f.moderation.organisationId}`,
    })),
    row('POST /api/admin/properties/{id}/unpublish', ADMIN, (f) => ({
      path: `/api/admin/properties/${f.moderation.propertyId}/unpublish`,
    })),
    row('POST /api/admin/properties/{id}/publish', ADMIN, (f) => ({
      path: `/api/admin/properties/${f.moderation.propertyId}/publish`,
    })),
    // Filtered to the kit's address: the whole outbox holds A's mail.
    row('GET /api/admin/messages', ADMIN, (f) => ({
      path: `/api/admin/messages?recipient=${encodeURIComponent(f.moderation.recipient)}`,
    })),
    row('POST /api/admin/messages/{id}/retry', ADMIN, (f) => ({
      path: `/api/admin/messages/${f.moderation.failedMessageId}/retry`,
    })),
  ];
}
