import type { ReactNode } from 'react';

/** A titled group of a partner form's fields. */
export function FormSection({
  title,
  hint,
  children,
}: {
  title: string;
  hint?: string;
  children: ReactNode;
}) {
  return (
    <fieldset className="grid gap-5 rounded-[var(--radius-card)] border border-sand-200 bg-white p-5 sm:p-6">
      <legend className="px-1 text-lg font-semibold">{title}</legend>
      {hint ? <p className="-mt-2 text-sm text-sand-600">{hint}</p> : null}
      {children}
    </fieldset>
  );
}
