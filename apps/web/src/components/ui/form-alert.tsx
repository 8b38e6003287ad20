/** A form-level error (wrong credentials, too many attempts, network): shown above the fields. */
export function FormAlert({ message }: { message: string | null }) {
  if (!message) return null;
  return (
    <p role="alert" className="rounded-xl border border-danger/30 bg-red-50 px-4 py-3 text-sm text-red-900">
      {message}
    </p>
  );
}
