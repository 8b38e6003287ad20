/** The rows of reported conversation messages and the operator's moderation (docs/decisions/conversations.md). */
import type { MatrixFixtures } from './matrix-fixtures';
import { ADMIN, NOT_PARTNER, row, type Row } from './matrix-rows';

const reported = (f: MatrixFixtures, messageId: number, verb: string) =>
  `/api/admin/conversations/${f.messageModeration.threadId}/messages/${messageId}/${verb}`;

export function messageModerationRows(): Row[] {
  return [
    // Only A, on A's own thread; anyone else is told there is no such thread.
    row('POST /api/conversations/{id}/messages/{messageId}/report', [401, 201, 404, 404], (f) => ({
      path: `/api/conversations/${f.conversations.aThreadId}/messages/${f.messageModeration.hostInA}/report`,
      body: { reason: 'spam' },
    })),
    row(
      'POST /api/partner/conversations/{id}/messages/{messageId}/report',
      NOT_PARTNER,
      (f) => ({
        path: `/api/partner/conversations/${f.conversations.pThreadId}/messages/${f.messageModeration.guestInP}/report`,
        body: { reason: 'other', note: 'Asks for my phone.' },
      }),
      { partners: [201, 404] },
    ),
    // The resolved list: the open one would name P's organisation, reported by the row above.
    row('GET /api/admin/messages/reported', ADMIN, () => ({
      path: '/api/admin/messages/reported?status=resolved',
    })),
    row('GET /api/admin/conversations/{id}', ADMIN, (f) => ({
      path: `/api/admin/conversations/${f.messageModeration.threadId}`,
    })),
    row('POST /api/admin/conversations/{id}/messages/{messageId}/hide', ADMIN, (f) => ({
      path: reported(f, f.messageModeration.toHide, 'hide'),
    })),
    row('POST /api/admin/conversations/{id}/messages/{messageId}/unhide', ADMIN, (f) => ({
      path: reported(f, f.messageModeration.toUnhide, 'unhide'),
    })),
    row('POST /api/admin/conversations/{id}/messages/{messageId}/dismiss', ADMIN, (f) => ({
      path: reported(f, f.messageModeration.toDismiss, 'dismiss'),
    })),
    row('POST /api/admin/conversations/{id}/messages/{messageId}/suspend-sender', ADMIN, (f) => ({
      path: reported(f, f.messageModeration.toSuspend, 'suspend-sender'),
    })),
  ];
}
