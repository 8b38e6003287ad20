import { SearchX } from 'lucide-react';
import { Button } from '@/components/ui/button';

export function ArticlesEmpty({ onReset }: { onReset: () => void }) {
  return (
    <div className="grid justify-items-center rounded-[var(--radius-card)] border border-dashed border-sand-300 bg-white px-6 py-16 text-center">
      <SearchX className="size-10 text-sand-500" aria-hidden />
      <p className="mt-4 font-display text-xl font-semibold">No articles found</p>
      <p className="mt-2 max-w-sm text-sand-700">
        Try adjusting your search terms or explore different categories.
      </p>
      <Button className="mt-6" onClick={onReset}>
        View all articles
      </Button>
    </div>
  );
}
