import type { Context } from 'hono';
import type { AuditActor } from '../services/audit/record-audit';
import type { AppEnv } from './app-env';
import { currentUserId } from './session';

/** The signed-in administrator or partner making this request, for the audit trail. */
export function auditActor(c: Context<AppEnv>, role: AuditActor['role']): AuditActor {
  return { userId: currentUserId(c), role, requestId: c.var.requestId };
}
