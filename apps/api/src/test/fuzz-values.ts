// JSON values for fuzzing: nasty ones of every type, and ones built from an operation's JSON Schema.
import fc from 'fast-check';
import type { JsonSchema } from './openapi-operations';

const SPECIAL_STRINGS = [
  '',
  ' ',
  '\u0000',
  'a\u0000b',
  '\ud800',
  'x\udfffy',
  '😀🧘‍♀️🏝️',
  '\u202eevil\u202c',
  'مرحبا بالعالم',
  'שלום',
  '\u200b\u200d\ufeff',
  '\r\n\t',
  "' OR 1=1 --",
  '"; drop table "user"; --',
  '%00',
  '%',
  '%_\\',
  '\\',
  '%ZZ',
  '../../etc/passwd',
  '<script>alert(1)</script>',
  '${7*7}{{7*7}}',
  'NaN',
  'Infinity',
  '-Infinity',
  '-1',
  '0',
  '-0',
  '1e400',
  '1e-400',
  '0x1F',
  ' 1 ',
  '1.5',
  '9007199254740993',
  '2147483648',
  '-2147483649',
  'null',
  'true',
  '[]',
  '{}',
  '0000-01-01',
  '0000-00-00',
  '2024-13-45',
  '2023-02-29',
  '9999-12-31',
  '+12345-01-01',
  '12/99',
  '00/00',
  'admin',
];

const HUGE = 'x'.repeat(100_000);

/** Strings that have broken servers: huge, control characters, lone surrogates, RTL, injections, number-likes. */
export const nastyString: fc.Arbitrary<string> = fc.oneof(
  { arbitrary: fc.constantFrom(...SPECIAL_STRINGS), weight: 5 },
  { arbitrary: fc.string({ minLength: 1, maxLength: 12 }).map((v) => `${v}\u0000`), weight: 2 },
  { arbitrary: fc.constant(HUGE), weight: 1 },
  { arbitrary: fc.constant('😀'.repeat(30_000)), weight: 1 },
  { arbitrary: fc.string({ unit: 'binary', maxLength: 40 }), weight: 2 },
  { arbitrary: fc.string({ unit: 'grapheme', maxLength: 40 }), weight: 1 },
  {
    arbitrary: fc
      .tuple(fc.string({ maxLength: 8 }), fc.constantFrom(...SPECIAL_STRINGS), fc.string({ maxLength: 8 }))
      .map((parts) => parts.join('')),
    weight: 2,
  },
);

export const nastyNumber: fc.Arbitrary<number> = fc.oneof(
  fc.constantFrom(2 ** 31, 2 ** 31 - 1, 2 ** 63),
  fc.constantFrom(-1, 0, -0, 0.5, 1.5, 2 ** 31, -(2 ** 31) - 1, 2 ** 53 + 2, 1e21, 1e308, -1e308, 5e-324),
  fc.integer(),
  fc.double({ noNaN: true, noDefaultInfinity: true }),
);

/** A value of any JSON type, mostly nasty. */
export const nastyValue: fc.Arbitrary<unknown> = fc.oneof(
  { arbitrary: nastyString, weight: 4 },
  { arbitrary: nastyNumber, weight: 3 },
  { arbitrary: fc.constantFrom(null, true, false, [], {}), weight: 2 },
  { arbitrary: fc.jsonValue({ maxDepth: 3 }), weight: 2 },
  { arbitrary: fc.array(nastyString, { maxLength: 3 }), weight: 1 },
  { arbitrary: fc.constant(JSON.parse('['.repeat(2000) + ']'.repeat(2000)) as unknown), weight: 1 },
);

const DATE_PATTERN = '^\\d{4}-\\d{2}-\\d{2}$';
const realDate = fc.oneof(
  fc
    .integer({ min: -400, max: 800 })
    .map((days) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10)),
  fc.constantFrom('0000-01-01', '0001-01-01', '9999-12-31'),
);

/** Fields whose rules go beyond what JSON Schema carries (a real e-mail, a card that has not expired). */
const KNOWN_GOOD: Record<string, fc.Arbitrary<string>> = {
  email: fc.emailAddress(),
  expiryDate: fc.constantFrom('12/99', '01/40', '06/35'),
  cardNumber: fc.constantFrom('4242424242424242', '5555555555554444', '4000000000000002'),
};

function validString(schema: JsonSchema, name: string): fc.Arbitrary<string> {
  const minLength = schema.minLength ?? 0;
  const maxLength = Math.min(schema.maxLength ?? 40, minLength + 40);
  const known = KNOWN_GOOD[name];
  if (schema.pattern === DATE_PATTERN)
    return fc.oneof(
      { arbitrary: realDate, weight: 4 },
      { arbitrary: fc.stringMatching(/^\d{4}-\d{2}-\d{2}$/), weight: 1 },
    );
  if (schema.pattern === '^\\d+$') {
    const digits = fc.string({
      unit: fc.constantFrom(...'0123456789'),
      minLength: Math.max(1, minLength),
      maxLength,
    });
    return known ? fc.oneof(known, digits) : digits;
  }
  const matching = schema.pattern
    ? fc.stringMatching(new RegExp(schema.pattern))
    : fc.oneof(fc.string({ minLength, maxLength }), fc.string({ unit: 'grapheme', minLength, maxLength }));
  return known ? fc.oneof(known, matching) : matching;
}

/** Values that pass the schema's own rules (types, bounds, enums, patterns), as far as JSON Schema tells. */
export function validValue(schema: JsonSchema, name = ''): fc.Arbitrary<unknown> {
  if (schema.enum) return fc.constantFrom(...schema.enum);
  const types = Array.isArray(schema.type) ? schema.type : schema.type ? [schema.type] : [];
  if (types.includes('null')) {
    const rest = types.filter((t) => t !== 'null');
    return fc.option(validValue({ ...schema, type: rest }, name), { nil: null, freq: 4 });
  }
  switch (types[0]) {
    case 'string':
      return validString(schema, name);
    case 'integer': {
      const min = schema.minimum ?? -1000;
      const max = schema.maximum ?? 2_147_483_647;
      return fc.oneof(fc.integer({ min, max: Math.min(max, min + 20) }), fc.integer({ min, max }));
    }
    case 'number':
      return fc.double({
        min: schema.minimum ?? -1e6,
        max: schema.maximum ?? 1e6,
        noNaN: true,
        noDefaultInfinity: true,
      });
    case 'boolean':
      return fc.boolean();
    case 'array':
      return fc.array(validValue(schema.items ?? {}), {
        minLength: schema.minItems ?? 0,
        maxLength: Math.min(schema.maxItems ?? 5, (schema.minItems ?? 0) + 5),
      });
    case 'object': {
      const props = schema.properties ?? {};
      const model = Object.fromEntries(Object.entries(props).map(([k, s]) => [k, validValue(s, k)]));
      return fc.record(model, { requiredKeys: schema.required ?? [] });
    }
    default:
      return fc.jsonValue({ maxDepth: 2 });
  }
}

/** A wrong value of the right type: a string for a string, an out-of-range number for a number. */
function nastyFor(schema: JsonSchema): fc.Arbitrary<unknown> {
  const types = Array.isArray(schema.type) ? schema.type : [schema.type];
  if (types.includes('string')) return nastyString;
  if (types.includes('integer') || types.includes('number')) return nastyNumber;
  if (types.includes('array')) return fc.array(nastyFor(schema.items ?? {}), { minLength: 1, maxLength: 3 });
  return nastyValue;
}

const EXTRA_KEYS = [
  'role',
  'userId',
  'id',
  'isAdmin',
  '__proto__',
  'constructor',
  'status',
  'totalCents',
  'x',
];

/** A valid object with one thing wrong: a field missing, a field of the wrong type or value, or extra fields. */
export function mutatedValue(schema: JsonSchema): fc.Arbitrary<unknown> {
  const props = Object.entries(schema.properties ?? {});
  if (!props.length) return nastyValue;
  return validValue(schema).chain((valid) => {
    const base = (valid ?? {}) as Record<string, unknown>;
    const keys = props.map(([k]) => k);
    const nested = props.filter(([, s]) => s.properties);
    const options: fc.Arbitrary<unknown>[] = [
      fc.constantFrom(...keys).map((k) => {
        const copy = { ...base };
        delete copy[k];
        return copy;
      }),
      fc.constantFrom(...props).chain(([k, s]) => nastyFor(s).map((v) => ({ ...base, [k]: v }))),
      fc.tuple(fc.constantFrom(...keys), nastyValue).map(([k, v]) => ({ ...base, [k]: v })),
      fc
        .dictionary(fc.oneof(fc.constantFrom(...EXTRA_KEYS), fc.string({ maxLength: 10 })), nastyValue, {
          minKeys: 1,
          maxKeys: 3,
        })
        .map((extra) => ({ ...base, ...extra })),
    ];
    if (nested.length) {
      options.push(
        fc.constantFrom(...nested).chain(([k, s]) => mutatedValue(s).map((v) => ({ ...base, [k]: v }))),
      );
    }
    return fc.oneof(...options);
  });
}
