import { useEffect } from 'react';
import { toast } from '@/components/ui/toast-store';

/**
 * A failed load says so in a destructive toast, once per failure (docs/decisions/marketplace-search.md). An
 * effect because it reacts to the query's outcome; it loads nothing.
 */
export function useLoadErrorToast(failedAt: number, description: string) {
  useEffect(() => {
    if (!failedAt) return;
    toast({ title: 'Error', description, variant: 'destructive' });
  }, [failedAt, description]);
}
