import { useState } from 'react';
import { dateErrorsFromFields, validateServiceDate } from './service-dates';

/** The date input of a service in the summary (one summary per page). */
export const serviceDateInputId = (serviceId: number) => `service-date-${serviceId}`;

function focusDate(serviceId: number) {
  // After the form re-enables its inputs: a disabled input cannot take focus.
  requestAnimationFrame(() => document.getElementById(serviceDateInputId(serviceId))?.focus());
}

/** One date per service on /service-payment, with the message for each date that cannot be booked. */
export function useServiceDates(serviceIds: readonly number[], initialDate: string) {
  const [values, setValues] = useState<Record<number, string>>(() =>
    Object.fromEntries(serviceIds.map((id) => [id, initialDate])),
  );
  const [errors, setErrors] = useState<Record<number, string>>({});

  const setDate = (serviceId: number, date: string) => {
    setValues((current) => ({ ...current, [serviceId]: date }));
    setErrors(({ [serviceId]: _cleared, ...rest }) => rest);
  };

  /** Checks every date; shows the messages and focuses the first bad one. True when all can be booked. */
  const validate = (today: string): boolean => {
    const found: Record<number, string> = {};
    for (const id of serviceIds) {
      const message = validateServiceDate(values[id] ?? '', today);
      if (message) found[id] = message;
    }
    setErrors(found);
    const first = serviceIds.find((id) => found[id]);
    if (first !== undefined) focusDate(first);
    return first === undefined;
  };

  /** Puts the server's 'items.N.date' messages on their fields. */
  const showServerErrors = (fields: Record<string, string> | undefined) => {
    const found = dateErrorsFromFields(fields, serviceIds);
    setErrors(found);
    const first = serviceIds.find((id) => found[id]);
    if (first !== undefined) focusDate(first);
  };

  return {
    values,
    errors,
    setDate,
    validate,
    showServerErrors,
    items: serviceIds.map((serviceId) => ({ serviceId, date: values[serviceId] ?? '' })),
  };
}
