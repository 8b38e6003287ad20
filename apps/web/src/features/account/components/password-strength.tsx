import { useDeferredValue } from 'react';
import { useQuery } from '@tanstack/react-query';
import { cn } from '@/lib/cn';
import { queryKeys } from '@/lib/query-keys';

// zxcvbn and its dictionaries are large: they load only when the register form is shown.
async function loadChecker() {
  const [{ ZxcvbnFactory }, common, en] = await Promise.all([
    import('@zxcvbn-ts/core'),
    import('@zxcvbn-ts/language-common'),
    import('@zxcvbn-ts/language-en'),
  ]);
  const factory = new ZxcvbnFactory({
    dictionary: { ...common.dictionary, ...en.dictionary },
    graphs: common.adjacencyGraphs,
    translations: en.translations,
  });
  return (password: string) => factory.check(password);
}

const LABELS = ['Very weak', 'Weak', 'Fair', 'Strong', 'Very strong'] as const;
const COLOURS = ['bg-danger', 'bg-accent-500', 'bg-amber-500', 'bg-primary-500', 'bg-primary-700'];

/** A strength meter under the new-password field; the server still has the last word. */
export function PasswordStrength({ password, id }: { password: string; id: string }) {
  const deferred = useDeferredValue(password);
  // A function, not data: never loaded by the server's render nor sent with the page (meta.ssr).
  const { data: check } = useQuery({
    queryKey: queryKeys.passwordChecker(),
    queryFn: loadChecker,
    staleTime: Infinity,
    meta: { ssr: false },
  });
  if (!check || !deferred) return null;
  const result = check(deferred);
  const score = result.score;
  const hint = result.feedback.warning ?? result.feedback.suggestions[0];
  return (
    <div id={id} className="grid gap-1.5" aria-live="polite">
      <div className="grid grid-cols-5 gap-1" aria-hidden>
        {LABELS.map((label, i) => (
          <span
            key={label}
            className={cn('h-1.5 rounded-full', i <= score ? COLOURS[score] : 'bg-sand-200')}
          />
        ))}
      </div>
      <p className="text-sm text-sand-700">
        Password strength: <span className="font-medium text-ink">{LABELS[score]}</span>
        {hint ? <span className="text-sand-600">. {hint}</span> : null}
      </p>
    </div>
  );
}
