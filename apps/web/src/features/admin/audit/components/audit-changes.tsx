import { changedFields } from '../audit-diff';

/** A record's before -> after as a table of the changed fields; a creation has only an after. */
export function AuditChanges({ before, after }: { before: unknown; after: unknown }) {
  const changes = changedFields(before, after);
  if (changes.length === 0)
    return <p className="mt-4 text-sand-700">This write changed none of the fields the record keeps.</p>;
  return (
    <div className="mt-4 overflow-x-auto rounded-[var(--radius-card)] border border-sand-200 bg-white shadow-soft">
      <table className="w-full text-left text-sm">
        <caption className="sr-only">Changed fields, before and after</caption>
        <thead className="border-b border-sand-200 bg-sand-50">
          <tr>
            {['Field', 'Before', 'After'].map((h) => (
              <th
                key={h}
                scope="col"
                className="px-4 py-3 text-xs font-semibold uppercase tracking-wider text-sand-700"
              >
                {h}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {changes.map((c) => (
            <tr key={c.field} className="border-b border-sand-100 align-top last:border-0">
              <th scope="row" className="whitespace-nowrap px-4 py-3 font-mono text-xs font-medium text-ink">
                {c.field}
              </th>
              <td className="max-w-xs wrap-anywhere px-4 py-3 text-danger">
                {c.before === null ? <span className="text-sand-600">(none)</span> : <del>{c.before}</del>}
              </td>
              <td className="max-w-xs wrap-anywhere px-4 py-3 text-primary-800">
                {c.after === null ? (
                  <span className="text-sand-600">(none)</span>
                ) : (
                  <ins className="no-underline">{c.after}</ins>
                )}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
