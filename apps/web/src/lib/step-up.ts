import { useSyncExternalStore } from 'react';
import { ApiError } from './api-client';

// Step-up (docs/decisions/second-factors.md): an action the API answers 403 `second_factor_required`
// (a refund over $500, granting the admin role, a session whose last check is over 10 minutes old) asks
// for the code in a dialog (app/layout/step-up-on-demand.tsx), then runs again.

type Pending = { resolve: (verified: boolean) => void };
let pending: Pending | null = null;
const listeners = new Set<() => void>();
const emit = () => listeners.forEach((l) => l());

/** Opens the code dialog; true once the code was accepted, false when it was closed. */
export function askForSecondFactor(): Promise<boolean> {
  pending?.resolve(false);
  return new Promise((resolve) => {
    pending = {
      resolve: (verified) => {
        pending = null;
        emit();
        resolve(verified);
      },
    };
    emit();
  });
}

/** The dialog's side: whether it is asked for, and how it answers. */
export function useStepUpRequest() {
  const current = useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => pending,
    () => null,
  );
  return current && { done: (verified: boolean) => current.resolve(verified) };
}

/** Runs `action`; when the API asks for the second factor again, asks for the code and runs it once more. */
export async function withStepUp<T>(action: () => Promise<T>): Promise<T> {
  try {
    return await action();
  } catch (error) {
    if (!(error instanceof ApiError && error.code === 'second_factor_required')) throw error;
    if (!(await askForSecondFactor())) throw error;
    return action();
  }
}
