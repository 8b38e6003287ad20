import { useSearchParams } from 'react-router';
import { safeReturnPath } from '@restora/shared/domain/safe-return-path';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { readBookingSelection } from '@/lib/booking-selection';
import { RegisterForm } from './register-form';
import { SignInForm } from './sign-in-form';

type Mode = 'sign-in' | 'register';

/**
 * The Sign In / Register tabs of /auth; the open tab lives in the URL (?mode=register). `onSuccess` follows
 * a sign-in; registering signs in later, through the link it mails.
 */
export function AuthPanel({ onSuccess }: { onSuccess: () => void }) {
  const [params, setParams] = useSearchParams();
  const mode: Mode = params.get('mode') === 'register' ? 'register' : 'sign-in';
  const pendingBooking = readBookingSelection() !== null;

  const switchTo = (next: Mode) => {
    const updated = new URLSearchParams(params);
    if (next === 'register') updated.set('mode', 'register');
    else updated.delete('mode');
    setParams(updated, { replace: true });
  };

  return (
    <div className="grid gap-6">
      {pendingBooking ? (
        <div className="rounded-2xl border border-accent-200 bg-accent-50 p-4" role="status">
          <p className="font-semibold text-accent-700">Complete your booking</p>
          <p className="mt-1 text-sm text-sand-800">
            Please sign in or register to continue with your booking. Your selection will be saved.
          </p>
        </div>
      ) : null}
      <Tabs value={mode} onValueChange={(v) => switchTo(v as Mode)}>
        <TabsList aria-label="Sign in or register">
          <TabsTrigger value="sign-in">Sign In</TabsTrigger>
          <TabsTrigger value="register">Register</TabsTrigger>
        </TabsList>
        <TabsContent value="sign-in" className="mt-6">
          <SignInForm onSuccess={onSuccess} onSwitch={() => switchTo('register')} />
        </TabsContent>
        <TabsContent value="register" className="mt-6">
          <RegisterForm
            returnTo={safeReturnPath(params.get('returnTo'))}
            onSwitch={() => switchTo('sign-in')}
          />
        </TabsContent>
      </Tabs>
    </div>
  );
}
