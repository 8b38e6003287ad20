// How the Jobs screen names the runner's queues (docs/decisions/background-jobs.md).

/** The queues there are today, in the order the screen's filter offers them. */
export const JOB_QUEUE_LABELS: Record<string, string> = {
  'mail.send': 'Send e-mail',
  'payments.sweep-stale-holds': 'Release stale payment holds',
  'housekeeping.expired-rows': 'Remove expired rows',
  'calendar.sync-feeds': 'Find calendars due for a sync',
  'calendar.sync-feed': 'Sync an imported calendar',
};

/** 'mail.send' as 'Send e-mail'; a queue the screen does not know by its own name. */
export const queueLabel = (queue: string): string =>
  Object.hasOwn(JOB_QUEUE_LABELS, queue) ? JOB_QUEUE_LABELS[queue]! : queue;
