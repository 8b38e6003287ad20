type FieldErrorProps = { id: string; message?: string | undefined };

/** The message under a field; its id goes in the input's aria-describedby. */
export function FieldError({ id, message }: FieldErrorProps) {
  if (!message) return null;
  return (
    <p id={id} role="alert" className="mt-1.5 text-sm text-danger">
      {message}
    </p>
  );
}
