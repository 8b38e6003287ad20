// The detail of an audit record shows what a write changed (docs/decisions/audit-trail.md): the object
// before and after it, flattened to one line per field, and only the fields that differ.

export type FieldChange = { field: string; before: string | null; after: string | null };

const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** A value as one readable line: text as it is, a list of plain values joined, anything else as JSON. */
function shown(value: unknown): string {
  if (typeof value === 'string') return value;
  if (Array.isArray(value) && value.every((v) => !isPlainObject(v) && !Array.isArray(v)))
    return value.map(shown).join(', ');
  return JSON.stringify(value);
}

/** Every leaf of a value by its path (`rooms[0].title`); a list of plain values is one leaf. */
export function flatten(value: unknown, path = '', into = new Map<string, string>()): Map<string, string> {
  if (isPlainObject(value)) {
    const keys = Object.keys(value);
    if (keys.length === 0 && path) into.set(path, '{}');
    for (const key of keys) flatten(value[key], path ? `${path}.${key}` : key, into);
  } else if (Array.isArray(value) && value.some((v) => isPlainObject(v) || Array.isArray(v))) {
    value.forEach((item, i) => flatten(item, `${path}[${i}]`, into));
  } else if (value !== undefined) {
    into.set(path || 'value', value === null ? '' : shown(value));
  }
  return into;
}

/**
 * The fields a write changed, in the order they appear (the object's own order, then fields only the
 * after has). A creation lists every field of the after, a removal every field of the before; an empty
 * value (null, '') is shown as null.
 */
export function changedFields(before: unknown, after: unknown): FieldChange[] {
  const old = before === null || before === undefined ? new Map<string, string>() : flatten(before);
  const now = after === null || after === undefined ? new Map<string, string>() : flatten(after);
  const fields = [...new Set([...old.keys(), ...now.keys()])];
  const orNull = (v: string | undefined) => (v === undefined || v === '' ? null : v);
  return fields
    .map((field) => ({ field, before: orNull(old.get(field)), after: orNull(now.get(field)) }))
    .filter((c) => c.before !== c.after);
}
