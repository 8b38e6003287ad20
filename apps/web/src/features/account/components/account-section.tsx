import { useId, type ReactNode } from 'react';

type AccountSectionProps = { title: string; description?: string; children: ReactNode };

/** One card of /profile below the profile itself, named by its heading. */
export function AccountSection({ title, description, children }: AccountSectionProps) {
  const id = useId();
  return (
    <section
      aria-labelledby={id}
      className="mt-8 rounded-[var(--radius-card)] border border-sand-200 bg-white p-6 shadow-soft sm:p-8"
    >
      <h2 id={id} className="text-2xl font-semibold">
        {title}
      </h2>
      {description ? <p className="mt-2 text-sand-700">{description}</p> : null}
      <div className="mt-6">{children}</div>
    </section>
  );
}
