import { z } from 'zod';
import { isRecordDay, RECORD_DATE_MESSAGE } from '../domain/date-filters';
import { adminPageSchema, adminTableQuery } from './admin-tables';

// The audit trail as the back office reads it (docs/decisions/audit-trail.md).

const isoDay = /^\d{4}-\d{2}-\d{2}$/;
/** A UTC day as YYYY-MM-DD, in the window of record dates; an empty field is no filter. */
const day = z
  .string()
  .max(40, 'Enter a date as YYYY-MM-DD')
  .trim()
  .refine(
    (v) => !v || (isoDay.test(v) && !Number.isNaN(Date.parse(`${v}T00:00:00Z`))),
    'Enter a date as YYYY-MM-DD',
  )
  .refine((v) => !v || !isoDay.test(v) || isRecordDay(v), RECORD_DATE_MESSAGE)
  .optional()
  .transform((v) => (v ? v : undefined));
/** Free text matched exactly; an empty field is no filter. */
const exact = (max: number) =>
  z
    .string()
    .trim()
    .max(max, `At most ${max} characters`)
    .optional()
    .transform((v) => (v ? v : undefined));

const filterFields = {
  objectType: exact(64),
  objectId: exact(64),
  /** An account id, or an e-mail address matched exactly. */
  actor: exact(320),
  action: exact(100),
  from: day,
  to: day,
};

type Filters = {
  objectId?: string | undefined;
  objectType?: string | undefined;
  from?: string | undefined;
  to?: string | undefined;
};
const objectIdNeedsType = (q: Filters) => !q.objectId || Boolean(q.objectType);
const toAfterFrom = (q: Filters) => !q.from || !q.to || q.from <= q.to;
const NEEDS_TYPE = { path: ['objectType'], message: 'Choose the kind of object the id is of' };
const TO_AFTER_FROM = { path: ['to'], message: 'The end date must be on or after the start date' };

/** The history screen's filter form: the same fields and rules as the list's query. */
export const auditFiltersSchema = z
  .object(filterFields)
  .refine(objectIdNeedsType, NEEDS_TYPE)
  .refine(toAfterFrom, TO_AFTER_FROM);
export type AuditFilters = z.output<typeof auditFiltersSchema>;
export type AuditFiltersInput = z.input<typeof auditFiltersSchema>;

/**
 * The list's query: newest first by default; filters by object (type, and id within it), by actor (an
 * account id, or an e-mail address matched exactly), by action and by UTC days [from, to] inclusive.
 */
export const auditQuerySchema = adminTableQuery(['at'], 'at')
  .extend(filterFields)
  .refine(objectIdNeedsType, NEEDS_TYPE)
  .refine(toAfterFrom, TO_AFTER_FROM);
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
