import { useEffect, useRef } from 'react';

// A form over a record its page reads from the server (docs/decisions/screens-and-texts.md, "A saved form is
// clean"): the form follows the record (react-hook-form's `values`, keeping the fields being typed in), and
// after a save resets to the record the page has read back, or to what was sent until the page reads it.

/** The record as the page last rendered it, readable after an await. */
export function useLatestRecord<T>(record: T) {
  const latest = useRef(record);
  useEffect(() => {
    latest.current = record;
  });
  return latest;
}

/** The same values (a page builds a new object of the same record on each render). */
export const sameRecord = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);
