import type { AuditEventSummary } from '@restora/shared/contracts/admin-audit';

// How the history screens name records (docs/decisions/audit-trail.md).

const words = (slug: string) => slug.replace(/-/g, ' ');
const capital = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/** 'partner-application.approve' as 'Partner application: approve'. */
export function actionLabel(action: string): string {
  const dot = action.indexOf('.');
  if (dot < 0) return capital(words(action));
  return `${capital(words(action.slice(0, dot)))}: ${words(action.slice(dot + 1))}`;
}

/** 'service', '12' as 'Service #12'. */
export const objectLabel = (type: string, id: string) => `${capital(words(type))} #${id}`;

/** Who: the account's name and address while it exists, its id once it is gone. */
export function actorLabel(actor: AuditEventSummary['actor']): { name: string; detail: string } {
  const role = actor.role === 'operator' ? 'Operator' : capital(actor.role);
  return actor.name
    ? { name: actor.name, detail: `${actor.email ?? ''} · ${role}` }
    : { name: 'Deleted account', detail: `${actor.id} · ${role}` };
}

const moments = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short' });

/** A moment in the reader's time zone: 'Mar 5, 2026, 12:04 PM'. */
export const momentLabel = (iso: string) => moments.format(new Date(iso));

/** The history list's link for one object's records. */
export const objectHistorySearch = (type: string, id: string) =>
  `?${new URLSearchParams({ objectType: type, objectId: id }).toString()}`;
