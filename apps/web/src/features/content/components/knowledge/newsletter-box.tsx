import type { ReactNode } from 'react';
import { Mail } from 'lucide-react';

/** The knowledge-centre newsletter panel; the form itself is passed in by the route module. */
export function NewsletterBox({ children }: { children: ReactNode }) {
  return (
    <section
      aria-labelledby="knowledge-newsletter"
      className="grid gap-6 rounded-[var(--radius-card)] bg-primary-800 p-8 text-primary-50 shadow-soft sm:p-10 md:grid-cols-[minmax(0,1fr)_minmax(0,1fr)] md:items-center"
    >
      <div>
        <Mail className="size-8 text-accent-200" aria-hidden />
        <h2 id="knowledge-newsletter" className="mt-4 text-3xl font-semibold text-white">
          New reading, once a month
        </h2>
        <p className="mt-3 leading-relaxed text-primary-100">
          One calm letter with our latest articles, practical tips for your next trip and member offers. No
          spam, and you can leave at any time.
        </p>
      </div>
      <div>{children}</div>
    </section>
  );
}
