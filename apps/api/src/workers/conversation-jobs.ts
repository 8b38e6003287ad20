import type { ConversationSide } from '@restora/shared/domain/conversations';
import type { Database } from '../db/client';
import type { JobDefinition } from '../services/jobs/job-runner';
import type { FileStore } from '../adapters/file-store';
import type { Logger } from '../logger';
import { DIGEST_QUEUE, runDigest } from '../services/conversations/digest';
import { sweepUnsentMessagePhotos } from '../services/conversations/message-photos';

// The mail about unread messages (docs/decisions/conversations.md, "Digests"): one job per thread, side and
// quarter of an hour, written by the messages themselves.

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

export function conversationJobs({
  db,
  files,
  logger,
}: {
  db: Database;
  files?: FileStore;
  logger?: Logger;
}): JobDefinition[] {
  const sweep: JobDefinition[] = files
    ? [
        {
          // Photos added to a message and never sent, a day later (docs/decisions/conversations.md).
          queue: 'conversations.sweep-unsent-photos',
          everyMs: HOUR,
          leaseMs: 5 * MINUTE,
          maxAttempts: 3,
          retryDelayMs: () => MINUTE,
          async run() {
            const removed = await sweepUnsentMessagePhotos(db, files);
            if (removed) logger?.info({ removed }, 'removed unsent message photos');
          },
        },
      ]
    : [];
  return [
    ...sweep,
    {
      queue: DIGEST_QUEUE,
      leaseMs: 5 * MINUTE,
      maxAttempts: 5,
      retryDelayMs: (attempts) => attempts * MINUTE,
      async run(payload) {
        const { conversationId, to } = payload as { conversationId: number; to: ConversationSide };
        await runDigest(db, { conversationId, to });
      },
    },
  ];
}
