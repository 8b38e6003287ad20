/** 'or' between two ways to do one thing (a password and a passkey); only for the eye. */
export function OrDivider() {
  return (
    <p className="flex items-center gap-3 text-sm text-sand-600" aria-hidden>
      <span className="h-px flex-1 bg-sand-200" />
      or
      <span className="h-px flex-1 bg-sand-200" />
    </p>
  );
}
