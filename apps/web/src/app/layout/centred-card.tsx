import type { ReactNode } from 'react';
import { Container } from '@/components/ui/container';

type CentredCardProps = { title: string; lead?: string; children: ReactNode };

/** A narrow screen of one card, as /auth's: the pages a mailed link opens, and asking for one. */
export function CentredCard({ title, lead, children }: CentredCardProps) {
  return (
    <Container className="grid justify-items-center py-12 md:py-20">
      <section className="w-full max-w-md rounded-[var(--radius-card)] border border-sand-200 bg-white p-6 shadow-soft sm:p-8">
        <h1 className="text-3xl font-semibold">{title}</h1>
        {lead ? <p className="mt-2 text-sand-700">{lead}</p> : null}
        <div className="mt-6">{children}</div>
      </section>
    </Container>
  );
}
