import { useNavigate } from 'react-router';
import { toast } from '@/components/ui/toast-store';
import { paths } from '@/config/paths';
import { useSignOut } from '../api/sign-out';

/** Sign Out ends the session on the server and returns to / (docs/decisions/sessions-and-sign-in.md). */
export function useSignOutAndGoHome() {
  const signOut = useSignOut();
  const navigate = useNavigate();
  return async () => {
    try {
      await signOut.mutateAsync();
      void navigate(paths.home.to());
    } catch {
      toast({ title: 'Error', description: 'Sign out failed. Please try again.', variant: 'destructive' });
    }
  };
}
