import { ArrowLeft, SearchX } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { usePageNotFound } from '@/lib/page-status';

/** 'Product not found' with a way back (docs/decisions/screens-and-texts.md). */
export function ProductNotFound({ onBack }: { onBack: () => void }) {
  // The page is answered 404 when the server renders this state (docs/decisions/missing-records.md).
  usePageNotFound();
  return (
    <div className="mx-auto grid max-w-md justify-items-center gap-4 py-12 text-center sm:py-20">
      <span className="grid size-14 place-items-center rounded-full bg-primary-50 text-primary-700">
        <SearchX className="size-7" aria-hidden />
      </span>
      <h1 className="text-3xl font-semibold">Product not found</h1>
      <p className="text-sand-700">
        This product may no longer be in the marketplace, or the link may be incomplete.
      </p>
      <Button className="mt-2" onClick={onBack}>
        <ArrowLeft aria-hidden />
        Go Back
      </Button>
    </div>
  );
}
