// Requests whose dates lie at the ends of the calendar, for every operation that takes a date or a month
// (docs/decisions/bookings-and-availability.md, "Date windows"): the rest of the request is valid, so the
// dates reach the contract's windows and, past them, the use case. month=0001-01 once answered 87 MB in
// 15 s, and a stay from 9999-12-30 was charged.
import fc from 'fast-check';
import type { FuzzRequest } from './fuzz-arbitraries';
import { validValue } from './fuzz-values';
import { fillPath, pathParamNames, type JsonSchema, type Operation } from './openapi-operations';

const DATE_PATTERN = '^\\d{4}-\\d{2}-\\d{2}$';
const MONTH_PATTERN = '^\\d{4}-(0[1-9]|1[0-2])$';
/** Date fields whose schema has no pattern (the audit trail's days, which may be empty). */
const DATE_NAMES = new Set(['from', 'to', 'date', 'dateFrom', 'dateTo', 'checkIn', 'checkOut']);

/**
 * Days where calendars break: year 0 (JavaScript has it, PostgreSQL not), 1 and 99 (Date.UTC reads years
 * 0-99 as 1900-1999), the last days there are (the day after 9999-12-31 has a five-digit year), and the
 * days either side of the windows' usual ends.
 */
export const EXTREME_DAYS = [
  '0000-01-01',
  '0001-01-01',
  '0099-12-31',
  '0100-01-01',
  '1899-12-31',
  '1999-12-31',
  '9999-12-30',
  '9999-12-31',
];
export const EXTREME_MONTHS = ['0000-01', '0001-01', '0099-12', '0100-01', '1900-01', '9999-12'];

function dateKind(schema: JsonSchema, name: string): 'day' | 'month' | null {
  if (schema.pattern === MONTH_PATTERN) return 'month';
  if (schema.pattern === DATE_PATTERN || DATE_NAMES.has(name)) return 'day';
  return null;
}

/** Whether a value of this schema carries a date somewhere (a field, an item's field). */
export function hasDate(schema: JsonSchema | undefined, name = ''): boolean {
  if (!schema) return false;
  if (dateKind(schema, name)) return true;
  if (schema.items && hasDate(schema.items)) return true;
  return Object.entries(schema.properties ?? {}).some(([k, s]) => hasDate(s, k));
}

/** A valid value of the schema whose every date is an extreme one. */
function withExtremeDates(schema: JsonSchema, name = ''): fc.Arbitrary<unknown> {
  const kind = dateKind(schema, name);
  if (kind) return fc.constantFrom(...(kind === 'month' ? EXTREME_MONTHS : EXTREME_DAYS));
  if (schema.items && hasDate(schema.items))
    return fc.array(withExtremeDates(schema.items), { minLength: 1, maxLength: 3 });
  const props = Object.entries(schema.properties ?? {});
  if (!props.some(([k, s]) => hasDate(s, k))) return validValue(schema, name);
  const model = Object.fromEntries(
    props.map(([k, s]) => [k, hasDate(s, k) ? withExtremeDates(s, k) : validValue(s, k)]),
  );
  const dated = props.filter(([k, s]) => hasDate(s, k)).map(([k]) => k);
  return fc.record(model, { requiredKeys: [...new Set([...(schema.required ?? []), ...dated])] });
}

/** Operations that take a date or a month in their query or body. */
export function datedOperations(operations: Operation[]): Operation[] {
  return operations.filter(
    (op) => hasDate(op.body) || op.parameters.some((p) => p.in === 'query' && hasDate(p.schema, p.name)),
  );
}

/** Valid requests but for their dates, which are extreme ones; path ids are small, as seeded rows have. */
export function extremeDateRequest(op: Operation, cookie: string): fc.Arbitrary<FuzzRequest> {
  const ids = Object.fromEntries(pathParamNames(op.path).map((n) => [n, fc.integer({ min: 1, max: 6 })]));
  const params = op.parameters.filter((p) => p.in === 'query');
  const dated = params.filter((p) => hasDate(p.schema, p.name)).map((p) => p.name);
  const query = Object.fromEntries(
    params.map((p) => [
      p.name,
      dated.includes(p.name) ? withExtremeDates(p.schema, p.name) : validValue(p.schema, p.name),
    ]),
  );
  const headers = Object.fromEntries(
    op.parameters.filter((p) => p.in === 'header').map((p) => [p.name, fc.uuid()]),
  );
  const body = op.body ? withExtremeDates(op.body) : fc.constant(undefined);
  return fc
    .tuple(fc.record(ids), fc.record(query, { requiredKeys: dated }), fc.record(headers), body, fc.ipV4())
    .map(([path, q, h, b, ip]) => {
      const search = new URLSearchParams(
        Object.entries(q)
          .filter(([, v]) => v !== null && v !== undefined)
          .map(([k, v]): [string, string] => [k, String(v)]),
      ).toString();
      const req: FuzzRequest = {
        method: op.method,
        url: fillPath(op.path, path) + (search ? `?${search}` : ''),
        headers: {
          ...(h as Record<string, string>),
          'x-forwarded-for': ip,
          ...(cookie ? { cookie } : {}),
          ...(b === undefined ? {} : { 'content-type': 'application/json' }),
        },
        body: b === undefined ? undefined : JSON.stringify(b),
        describe: () => `${req.method} ${req.url} body=${String(req.body)}`,
      };
      return Object.assign(req, { [fc.toStringMethod]: req.describe });
    });
}
