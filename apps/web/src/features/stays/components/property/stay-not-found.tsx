import { Link } from 'react-router';
import { SearchX } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { usePageNotFound } from '@/lib/page-status';

/** 'Stay room not found' / 'Property not found': an unknown or malformed id, with a way back. */
export function StayNotFound({ title }: { title: string }) {
  // The page is answered 404 when the server renders this state (docs/decisions/missing-records.md).
  usePageNotFound();
  return (
    <div className="mx-auto grid max-w-md justify-items-center gap-4 py-12 text-center sm:py-20">
      <span className="grid size-14 place-items-center rounded-full bg-primary-50 text-primary-700">
        <SearchX className="size-7" aria-hidden />
      </span>
      <h1 className="text-3xl font-semibold">{title}</h1>
      <p className="text-sand-700">
        This stay may no longer be listed, or the link may be incomplete. There are plenty more to explore.
      </p>
      <Button asChild className="mt-2">
        <Link to={paths.findStays.to()}>Browse all stays</Link>
      </Button>
    </div>
  );
}
