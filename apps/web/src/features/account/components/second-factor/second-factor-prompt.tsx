import { lazy, Suspense } from 'react';
import { SECOND_FACTOR_TEXTS as T } from '@restora/shared/domain/second-factor';
import { StepUpChoice } from './step-up-choice';

const SetUpAuthenticator = lazy(() =>
  import('./set-up-authenticator').then((m) => ({ default: m.SetUpAuthenticator })),
);

const WHY = {
  admin:
    'Administrators refund bookings, suspend accounts and publish what travellers read: a stolen password must not be enough.',
  organisation: 'Your partner organisation asks every member for a second step at sign-in.',
} as const;

export type GateReason = keyof typeof WHY;

/** What to ask of an account that has passkeys but no authenticator app. */
const PASSKEY_ONLY = {
  admin: 'Administrators need a second factor. Use your passkey to continue.',
  organisation: 'Your organisation asks its members for a second factor. Use your passkey to continue.',
} as const;

type Props = {
  reason: GateReason;
  /** Set up an app (no second factor yet, or its backup codes still showing), or prove the one there is. */
  needsSetUp: boolean;
  /** What the account has: its authenticator app, passkeys, or both. */
  methods: { app: boolean; passkey: boolean };
  onConfirmed: () => void;
  onDone: () => void;
};

/** What SecondFactorGate shows before the session has passed (loaded only then). */
export default function SecondFactorPrompt({ reason, needsSetUp, methods, onConfirmed, onDone }: Props) {
  const passkeyOnly = !methods.app && methods.passkey;
  const texts = {
    admin: needsSetUp ? T.adminSetup : passkeyOnly ? PASSKEY_ONLY.admin : T.adminCode,
    organisation: needsSetUp
      ? T.organisationSetup
      : passkeyOnly
        ? PASSKEY_ONLY.organisation
        : T.organisationCode,
  };
  return (
    <section className="mx-auto grid max-w-xl gap-5" aria-labelledby="second-factor-gate">
      <h1 id="second-factor-gate" className="text-3xl font-semibold">
        {needsSetUp ? 'Set up a second factor' : passkeyOnly ? 'Use your passkey' : 'Enter your code'}
      </h1>
      <p className="text-sand-800">
        {texts[reason]} {WHY[reason]}
      </p>
      {needsSetUp ? (
        <Suspense fallback={<p role="status">Loading...</p>}>
          <SetUpAuthenticator onConfirmed={onConfirmed} onDone={onDone} />
        </Suspense>
      ) : (
        <StepUpChoice
          app={!passkeyOnly}
          passkey={methods.passkey}
          label="Second factor"
          submitLabel="Continue"
          onPassed={onDone}
        />
      )}
    </section>
  );
}
