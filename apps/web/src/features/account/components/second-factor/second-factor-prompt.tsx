import { lazy, Suspense } from 'react';
import { SECOND_FACTOR_TEXTS as T } from '@restora/shared/domain/second-factor';
import { useStepUp } from '../../api/step-up';
import { SecondFactorCodeForm } from './second-factor-code-form';

const SetUpAuthenticator = lazy(() =>
  import('./set-up-authenticator').then((m) => ({ default: m.SetUpAuthenticator })),
);

const WHY = {
  admin:
    'Administrators refund bookings, suspend accounts and publish what travellers read: a stolen password must not be enough.',
  organisation: 'Your partner organisation asks every member for a second step at sign-in.',
} as const;

export type GateReason = keyof typeof WHY;

type Props = {
  reason: GateReason;
  /** Set up an app (none yet, or its backup codes still showing), or enter the code of the one there is. */
  needsSetUp: boolean;
  onConfirmed: () => void;
  onDone: () => void;
};

/** What SecondFactorGate shows before the session has passed (loaded only then). */
export default function SecondFactorPrompt({ reason, needsSetUp, onConfirmed, onDone }: Props) {
  const stepUp = useStepUp();
  const texts = {
    admin: needsSetUp ? T.adminSetup : T.adminCode,
    organisation: needsSetUp ? T.organisationSetup : T.organisationCode,
  };
  return (
    <section className="mx-auto grid max-w-xl gap-5" aria-labelledby="second-factor-gate">
      <h1 id="second-factor-gate" className="text-3xl font-semibold">
        {needsSetUp ? 'Set up a second factor' : 'Enter your code'}
      </h1>
      <p className="text-sand-800">
        {texts[reason]} {WHY[reason]}
      </p>
      {needsSetUp ? (
        <Suspense fallback={<p role="status">Loading...</p>}>
          <SetUpAuthenticator onConfirmed={onConfirmed} onDone={onDone} />
        </Suspense>
      ) : (
        <SecondFactorCodeForm
          label="Second factor"
          submitLabel="Continue"
          onVerify={async (input) => {
            await stepUp.mutateAsync(input);
            onDone();
          }}
        />
      )}
    </section>
  );
}
