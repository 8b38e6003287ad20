import { useEffect, useId, useRef, useState } from 'react';
import { useForm, type DefaultValues, type FieldValues, type Path, type Resolver } from 'react-hook-form';
import { applyServerErrors } from './apply-server-errors';

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

/**
 * A form over such a record (an article, a product in the back office): it follows the record, keeping the
 * fields being typed in; `save` sends it, and the form then resets to the record the page has read back
 * (or to what was sent, until it does). The server's messages go on the fields it names (`toFields` first
 * renames the API's fields to the form's), and what was typed stays when a save fails.
 */
export function useRecordForm<Input extends FieldValues, Output>({
  resolver,
  record: defaultValues,
  fields,
  save,
  toFields = (error) => error,
}: {
  resolver: Resolver<Input, unknown, Output>;
  record: Input;
  fields: readonly Path<Input>[];
  save: (values: Output) => Promise<unknown>;
  toFields?: (error: unknown) => unknown;
}) {
  const id = useId();
  const [formError, setFormError] = useState<string | null>(null);
  const form = useForm<Input, unknown, Output>({
    resolver,
    defaultValues: defaultValues as DefaultValues<Input>,
    values: defaultValues,
    resetOptions: { keepDirtyValues: true },
  });
  const record = useLatestRecord(defaultValues);
  const errors = form.formState.errors as Partial<Record<string, { message?: string }>>;
  const submit = form.handleSubmit(async (values) => {
    setFormError(null);
    const from = record.current;
    try {
      await save(values);
      // The page may have read the saved record back already: that is the server's answer. If not, what
      // was sent stands until it does.
      form.reset(sameRecord(record.current, from) ? form.getValues() : record.current, {
        keepDirtyValues: false,
      });
    } catch (error) {
      setFormError(applyServerErrors(toFields(error), form.setError, fields));
    }
  });
  /** A field's id and its message, for FormField. */
  const field = (name: Path<Input>) => ({ id: `${id}-${name}`, error: errors[name]?.message });
  return { id, form, submit, formError, field };
}
