import pino from 'pino';

export type Logger = pino.Logger;

export function createLogger(
  level: pino.LevelWithSilent = 'info',
  destination?: pino.DestinationStream,
): Logger {
  return pino(
    {
      level,
      base: undefined,
      redact: {
        paths: ['req.headers.cookie', 'req.headers.authorization', '*.password', '*.cardNumber', '*.cvv'],
        censor: '[redacted]',
      },
    },
    destination,
  );
}
