import pino from 'pino';

export type Logger = pino.Logger;

const CENSOR = '[redacted]';

/** Fields whose values never reach a log line, at the top of a logged object or up to two levels in. */
const SECRET_FIELDS = ['password', 'currentPassword', 'newPassword', 'cardNumber', 'cvv', 'token', 'secret'];
/** Headers that carry a session (cookies, bearer tokens), wherever a headers object is logged. */
const SECRET_HEADERS = ['cookie', 'authorization', '["set-cookie"]'];

export const REDACT_PATHS = [
  ...SECRET_FIELDS.flatMap((field) => [field, `*.${field}`, `*.*.${field}`]),
  ...SECRET_HEADERS.map((h) => (h.startsWith('[') ? h : `.${h}`)).flatMap((h) => [
    `headers${h}`,
    `*.headers${h}`,
    `*.*.headers${h}`,
  ]),
];

type SerializedError = Record<string, unknown>;

// A failed query's error (drizzle) repeats its parameters in its message and stack: a password hash, a
// session token. They stay out of the log; the query itself (no values) stays in.
const withoutParams = (text: string) =>
  text.replace(/\nparams: [\s\S]*?(?=\n\s+at |$)/, `\nparams: ${CENSOR}`);

export function serializeError(err: unknown): unknown {
  if (!(err instanceof Error)) return err;
  const out = pino.stdSerializers.err(err) as unknown as SerializedError;
  if (typeof out.message === 'string') out.message = withoutParams(out.message);
  if (typeof out.stack === 'string') out.stack = withoutParams(out.stack);
  if ('params' in out) out.params = CENSOR;
  if (err.cause instanceof Error) out.cause = serializeError(err.cause);
  return out;
}

export function createLogger(
  level: pino.LevelWithSilent = 'info',
  destination?: pino.DestinationStream,
): Logger {
  return pino(
    {
      level,
      base: undefined,
      serializers: { err: serializeError },
      redact: { paths: REDACT_PATHS, censor: CENSOR },
    },
    destination,
  );
}
