import type { Auth } from '../auth/auth';
import type { RateLimits } from '../config';
import type { Database } from '../db/client';
import type { Logger } from '../logger';
import type { DomainEvents } from '../services/events/domain-events';
import type { LiveUpdates } from '../services/live/live-updates';
import type { PaymentProvider } from '../adapters/payment-provider';
import type { FileStore } from '../adapters/file-store';
import type { SafeFetchOptions } from '../adapters/safe-fetch';

export type AppSettings = {
  /** Read the client address from X-Forwarded-For (only behind a proxy you run). */
  trustProxy: boolean;
  rateLimits: RateLimits;
  /** The site's address without a trailing slash: links in account mail start with it. */
  publicUrl: string;
  /**
   * POST /api/admin/retreat-clock runs the retreat schedule at a chosen moment, POST /api/admin/digest-clock
   * makes waiting message digests due now (tests only).
   */
  clockControl?: boolean;
  /** How partners' calendar feeds are fetched (docs/decisions/calendar-sync.md); tests allow 127.0.0.1. */
  calendarFetch?: SafeFetchOptions;
};

export type AppEnv = {
  Variables: {
    requestId: string;
    /** The primary: writes, and reads of what a person wrote. */
    db: Database;
    /** Catalogue reads: the read replica when there is one (docs/decisions/read-replica.md). */
    readDb: Database;
    logger: Logger;
    auth: Auth;
    settings: AppSettings;
    payments: PaymentProvider;
    events: DomainEvents;
    /** Live updates of conversations (docs/decisions/conversations.md). */
    live: LiveUpdates;
    /** Uploaded files (docs/decisions/photos.md). */
    files: FileStore;
    /** Set by loadSession: the signed-in user's id, or null; undefined until asked. */
    userId: string | null | undefined;
    /** Set by loadSession with userId: the session's id, or null. */
    sessionId: string | null | undefined;
  };
};
