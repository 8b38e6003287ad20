import { useId, useState } from 'react';
import { ApiError } from '@/lib/api-client';
import {
  useOrganisationSecondFactor,
  useSetOrganisationSecondFactor,
} from '../api/organisation-second-factor';

/** An organisation's rule that its members pass a second factor (docs/decisions/second-factors.md). */
export function OrganisationSecondFactor({ id, name }: { id: number; name: string }) {
  const inputId = useId();
  const rule = useOrganisationSecondFactor(id);
  const change = useSetOrganisationSecondFactor(id);
  const [error, setError] = useState<string | null>(null);
  if (!rule.data) return null;
  return (
    <div className="mb-6 grid gap-1 rounded-2xl border border-sand-200 bg-white p-4">
      <div className="flex items-start gap-3">
        <input
          id={inputId}
          type="checkbox"
          className="mt-1 size-4 accent-primary-700 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary-600"
          checked={rule.data.required}
          disabled={change.isPending}
          onChange={(e) => {
            setError(null);
            change.mutate(e.target.checked, {
              onError: (err) =>
                setError(err instanceof ApiError ? err.message : 'Could not save. Try again.'),
            });
          }}
        />
        <label htmlFor={inputId} className="text-sm wrap-anywhere">
          <span className="font-medium">Members of {name} must use an authenticator app.</span>{' '}
          <span className="text-sand-700">
            Without one, the console asks them to set it up first. Your own app must be set up to turn it on.
          </span>
        </label>
      </div>
      {error ? (
        <p role="alert" className="text-sm text-danger">
          {error}
        </p>
      ) : null}
    </div>
  );
}
