import { Link } from 'react-router';
import { LockKeyhole } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { paths } from '@/config/paths';

/** What a protected account screen shows a visitor who is not signed in. */
export function SignInPrompt({ message, returnTo }: { message: string; returnTo: string }) {
  return (
    <div className="mx-auto grid max-w-md justify-items-center gap-4 rounded-[var(--radius-card)] border border-sand-200 bg-white p-10 text-center shadow-soft">
      <span className="grid size-12 place-items-center rounded-full bg-primary-50 text-primary-700">
        <LockKeyhole className="size-6" aria-hidden />
      </span>
      <h1 className="text-2xl font-semibold">{message}</h1>
      <Button asChild>
        <Link to={paths.auth.to(returnTo)}>Go to Login</Link>
      </Button>
    </div>
  );
}
