import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { toast } from '@/components/ui/toast-store';
import { paths } from '@/config/paths';

/**
 * A failure to load the room (a room the API does not know is no failure: its data is null) (docs/decisions/screens-and-texts.md): toast 'Error' and back to
 * /find-stays. An effect because it reacts to the query's outcome by leaving the page; it loads nothing.
 */
export function useStayLoadError(error: unknown) {
  const navigate = useNavigate();
  const failed = error !== null && error !== undefined;
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
