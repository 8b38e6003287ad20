import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { toast } from '../../../../components/ui/toast-store';
import { paths } from '../../../../config/paths';
import { ApiError } from '../../../../lib/api-client';

/** A 404 answer means the id names no room: the screen shows its not-found text instead. */
export function isNotFound(error: unknown): boolean {
  return error instanceof ApiError && error.status === 404;
}

/**
 * Any other failure to load the room (docs/decisions/screens-and-texts.md): toast 'Error' and back to
 * /find-stays. An effect because it reacts to the query's outcome by leaving the page; it loads nothing.
 */
export function useStayLoadError(error: unknown) {
  const navigate = useNavigate();
  const failed = error !== null && error !== undefined && !isNotFound(error);
  useEffect(() => {
    if (!failed) return;
    toast({
      title: 'Error',
      description: 'Failed to load property details. Please try again.',
      variant: 'destructive',
    });
    void navigate(paths.findStays.to(), { replace: true });
  }, [failed, navigate]);
}
