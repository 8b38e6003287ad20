import { useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { toast } from '@/components/ui/toast-store';
import { paths } from '@/config/paths';
import { useSession } from '../api/get-session';

type Options = { title?: string; description?: string };

/**
 * For screens that need a signed-in user: a signed-out visitor is sent to /auth with this screen as the
 * return target (and a toast saying why).
 */
export function useRequireAuth({
  title = 'Authentication required',
  description = 'Please sign in to continue.',
}: Options = {}) {
  const { user, isLoading } = useSession();
  const navigate = useNavigate();
  const location = useLocation();
  const returnTo = `${location.pathname}${location.search}`;

  useEffect(() => {
    if (isLoading || user) return;
    toast({ title, description });
    void navigate(paths.auth.to(returnTo), { replace: true });
  }, [isLoading, user, navigate, returnTo, title, description]);

  return { user, isLoading };
}
