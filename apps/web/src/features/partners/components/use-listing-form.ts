import { useId, useState } from 'react';
import { useForm, type DefaultValues, type FieldValues, type Path, type Resolver } from 'react-hook-form';
import { applyServerErrors } from '@/lib/apply-server-errors';

/**
 * The state every listing form of the console shares (property, room, service): `save` sends the form and
 * resolves to the record as the server saved it (or nothing when the page moves on), and the form resets
 * to it, clean (docs/decisions/screens-and-texts.md, "A saved form is clean"); the server's messages go on
 * the fields it names, and what was typed stays when a save fails.
 */
export function useListingForm<Input extends FieldValues, Output>({
  resolver,
  defaultValues,
  fields,
  save,
}: {
  resolver: Resolver<Input, unknown, Output>;
  defaultValues: DefaultValues<Input>;
  fields: readonly Path<Input>[];
  save: (values: Output) => Promise<Input | void>;
}) {
  const id = useId();
  const [formError, setFormError] = useState<string | null>(null);
  const [saved, setSaved] = useState(false);
  const form = useForm<Input, unknown, Output>({ resolver, defaultValues });
  const errors = form.formState.errors as Partial<Record<string, { message?: string }>>;
  const submit = form.handleSubmit(async (values) => {
    setFormError(null);
    setSaved(false);
    try {
      form.reset((await save(values)) ?? form.getValues());
      setSaved(true);
    } catch (error) {
      setFormError(applyServerErrors(error, form.setError, fields));
    }
  });
  /** A field's id and its message, for FormField. */
  const field = (name: Path<Input>) => ({ id: `${id}-${name}`, error: errors[name]?.message });
  return { id, form, submit, formError, saved, field };
}
