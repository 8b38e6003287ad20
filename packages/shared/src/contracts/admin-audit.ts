import { z } from 'zod';
import { adminPageSchema, adminTableQuery } from './admin-tables';

// The audit trail as the back office reads it (docs/decisions/audit-trail.md).

const isoDay = /^\d{4}-\d{2}-\d{2}$/;
const day = (name: string) =>
  z
    .string()
    .regex(isoDay, `${name}: a date as YYYY-MM-DD`)
    .refine((v) => !Number.isNaN(Date.parse(`${v}T00:00:00Z`)), `${name}: not a real date`);
/** An empty field of a filter form is no filter. */
const optionalText = (name: string, max: number) =>
  z
    .string()
    .trim()
    .max(max, `${name}: at most ${max} characters`)
    .optional()
    .transform((v) => (v ? v : undefined));

/**
 * The list's query: newest first by default; filters by object (type, and id within it), by actor (an
 * account id, or an e-mail address matched exactly), by action and by UTC days [from, to] inclusive.
 */
export const auditQuerySchema = adminTableQuery(['at'], 'at')
  .extend({
    objectType: optionalText('objectType', 64),
    objectId: optionalText('objectId', 64),
    actor: optionalText('actor', 320),
    action: optionalText('action', 100),
    from: day('from')
      .optional()
      .or(z.literal('').transform(() => undefined)),
    to: day('to')
      .optional()
      .or(z.literal('').transform(() => undefined)),
  })
  .refine((q) => !q.objectId || q.objectType, {
    path: ['objectType'],
    message: 'objectType: needed with objectId',
  })
  .refine((q) => !q.from || !q.to || q.from <= q.to, { path: ['to'], message: 'to: on or after from' });
export type AuditQuery = z.input<typeof auditQuerySchema>;

export const auditActorSchema = z.object({
  id: z.string(),
  // The column's type allows 'guest'; the trail records partners and operators only.
  role: z.enum(['guest', 'partner', 'operator']),
  /** The account's name and e-mail, while the account exists (a record outlives it). */
  name: z.string().nullable(),
  email: z.string().nullable(),
});

export const auditEventSummarySchema = z.object({
  id: z.number().int(),
  at: z.string(),
  actor: auditActorSchema,
  action: z.string(),
  objectType: z.string(),
  objectId: z.string(),
  requestId: z.string().nullable(),
});
export type AuditEventSummary = z.infer<typeof auditEventSummarySchema>;

export const auditEventSchema = auditEventSummarySchema.extend({
  /** The object as its API showed it before the write (null for a creation) and after (null for a removal). */
  before: z.unknown().nullable(),
  after: z.unknown().nullable(),
});
export type AuditEvent = z.infer<typeof auditEventSchema>;

export const auditPageSchema = adminPageSchema(auditEventSummarySchema);
export type AuditPage = z.infer<typeof auditPageSchema>;
