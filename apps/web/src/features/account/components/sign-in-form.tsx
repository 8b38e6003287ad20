import { lazy, Suspense, useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router';
import type { SignInInput } from '@restora/shared/contracts/auth';
import type { SignInResponse } from '@restora/shared/contracts/second-factor';
import { PASSKEY_TEXTS } from '@restora/shared/domain/passkeys';
import { lazyZodResolver } from '@/lib/lazy-zod-resolver';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { PasswordInput } from '@/components/ui/password-input';
import { paths } from '@/config/paths';
import { useSignIn } from '../api/sign-in';
import { useSignInWithPasskey } from '../api/sign-in-with-passkey';
import { applyServerErrors } from '@/lib/apply-server-errors';
import { FormAlert } from '@/components/ui/form-alert';
import { OrDivider } from './passkeys/or-divider';
import { PasskeyButton } from './passkeys/passkey-button';

type SignInFormProps = { onSuccess: () => void; onSwitch: () => void };

type SecondFactorMethods = NonNullable<SignInResponse['secondFactorMethods']>;

// Only accounts with a second factor see it (docs/decisions/second-factors.md, passkeys.md).
const SignInSecondStep = lazy(() => import('./second-factor/sign-in-second-step'));

const resolver = lazyZodResolver(() => import('@restora/shared/contracts/auth').then((m) => m.signInSchema));

export function SignInForm({ onSuccess, onSwitch }: SignInFormProps) {
  const id = useId();
  const signIn = useSignIn();
  const passkeySignIn = useSignInWithPasskey();
  const [formError, setFormError] = useState<string | null>(null);
  const form = useForm<SignInInput>({
    resolver,
    defaultValues: { email: '', password: '' },
  });
  const { errors, isSubmitting } = form.formState;
  // What the account can prove its second factor with, once its password was right.
  const [secondStep, setSecondStep] = useState<SecondFactorMethods | null>(null);

  const onSubmit = form.handleSubmit(async (values) => {
    setFormError(null);
    try {
      const answer = await signIn.mutateAsync(values);
      if (answer.secondFactorRequired) setSecondStep(answer.secondFactorMethods ?? ['totp']);
      else onSuccess();
    } catch (error) {
      setFormError(applyServerErrors(error, form.setError, ['email', 'password']));
    }
  });

  if (secondStep)
    return (
      <Suspense fallback={<p role="status">Loading...</p>}>
        <SignInSecondStep
          methods={secondStep}
          onSuccess={onSuccess}
          onRestart={(message) => {
            setSecondStep(null);
            form.setValue('password', '');
            setFormError(message || null);
          }}
        />
      </Suspense>
    );

  return (
    <div className="grid gap-5">
      <form
        onFocus={resolver.preload}
        noValidate
        onSubmit={onSubmit}
        aria-label="Sign in"
        className="grid gap-5"
      >
        <FormAlert message={formError} />
        <fieldset disabled={isSubmitting} className="grid gap-5">
          <FormField id={`${id}-email`} label="Email" error={errors.email?.message}>
            {(aria) => <Input type="email" autoComplete="email" {...aria} {...form.register('email')} />}
          </FormField>
          <FormField id={`${id}-password`} label="Password" error={errors.password?.message}>
            {(aria) => (
              <PasswordInput autoComplete="current-password" {...aria} {...form.register('password')} />
            )}
          </FormField>
          <p className="-mt-2 text-right text-sm">
            <Link
              to={paths.forgotPassword.to()}
              className="font-medium text-primary-700 underline-offset-4 hover:underline"
            >
              Forgot password?
            </Link>
          </p>
          <Button type="submit" size="lg" className="w-full">
            {isSubmitting ? 'Signing in...' : 'Sign In'}
          </Button>
        </fieldset>
        <p className="text-center text-sm text-sand-700">
          Don&apos;t have an account?{' '}
          <Button variant="link" className="h-auto" onClick={onSwitch}>
            Register
          </Button>
        </p>
      </form>
      {/* Outside the form: it is not a way to send what was typed. */}
      <div className="grid gap-3">
        <OrDivider />
        <PasskeyButton
          label={PASSKEY_TEXTS.signIn}
          size="lg"
          disabled={isSubmitting}
          action={async () => {
            setFormError(null);
            await passkeySignIn.mutateAsync();
            onSuccess();
          }}
        />
      </div>
    </div>
  );
}
