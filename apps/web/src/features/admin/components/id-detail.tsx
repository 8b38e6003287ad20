import { Fragment, type ReactNode } from 'react';
import { Link } from 'react-router';
import { PageMeta } from '@/components/ui/page-meta';
import { useIdParam } from '@/lib/id-param';

/**
 * A section's detail route (/admin/<section>/:id): the detail of an id that can exist, otherwise 'Not
 * found' with the way back to the list, and the page answers 404 (docs/decisions/screens-and-texts.md).
 */
export function IdDetail({
  back,
  children,
}: {
  back: { to: string; label: string };
  children: (id: number) => ReactNode;
}) {
  const id = useIdParam();
  if (id !== null) return <Fragment key={id}>{children(id)}</Fragment>;
  return (
    <div className="mx-auto max-w-md text-center">
      <PageMeta title="Not found" />
      <h1 className="text-3xl font-semibold">Not found</h1>
      <Link to={back.to} className="mt-4 inline-block text-primary-700 underline-offset-4 hover:underline">
        {back.label}
      </Link>
    </div>
  );
}
