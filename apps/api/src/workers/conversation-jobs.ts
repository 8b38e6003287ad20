import type { ConversationSide } from '@restora/shared/domain/conversations';
import type { Database } from '../db/client';
import type { JobDefinition } from '../services/jobs/job-runner';
import { DIGEST_QUEUE, runDigest } from '../services/conversations/digest';

// The mail about unread messages (docs/decisions/conversations.md, "Digests"): one job per thread, side and
// quarter of an hour, written by the messages themselves.

const MINUTE = 60_000;

export function conversationJobs({ db }: { db: Database }): JobDefinition[] {
  return [
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
