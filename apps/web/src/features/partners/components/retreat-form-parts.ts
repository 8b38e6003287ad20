import type { FieldErrors, UseFormReturn } from 'react-hook-form';
import { pathGet } from './use-form-rows';
import type { RetreatFormOutput, RetreatFormValues } from './retreat-form-values';

export type RetreatForm = UseFormReturn<RetreatFormValues, unknown, RetreatFormOutput>;
export type FieldProps = (name: string) => { id: string; error: string | undefined };

/** A field's id and its message (nested names too: `options.1.spots`), for FormField. */
export const fieldPropsOf =
  (id: string, errors: FieldErrors<RetreatFormValues>): FieldProps =>
  (name) => {
    const error = pathGet(errors, name) as { message?: string; root?: { message?: string } } | undefined;
    return { id: `${id}-${name}`, error: error?.message ?? error?.root?.message };
  };
