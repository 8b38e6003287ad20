import { Search } from 'lucide-react';
import { useId, useState, type FormEvent } from 'react';
import { Button } from '../../../components/ui/button';
import { Input } from '../../../components/ui/input';

type ResultsSearchBoxProps = { value: string; onSearch: (q: string) => void };

/** Narrows the suggestions by title or category; applied on submit. Keyed by the URL's q by its parent. */
export function ResultsSearchBox({ value, onSearch }: ResultsSearchBoxProps) {
  const id = useId();
  const [draft, setDraft] = useState(value);
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    onSearch(draft.trim());
  };
  return (
    <form
      role="search"
      aria-label="Search suggestions"
      noValidate
      onSubmit={submit}
      className="flex w-full gap-2"
    >
      <label htmlFor={id} className="sr-only">
        Search suggestions
      </label>
      <div className="relative flex-1">
        <Search
          className="pointer-events-none absolute left-3.5 top-1/2 size-4 -translate-y-1/2 text-sand-600"
          aria-hidden
        />
        <Input
          id={id}
          type="search"
          value={draft}
          maxLength={100}
          onChange={(e) => setDraft(e.target.value)}
          placeholder="Search suggestions"
          className="pl-10"
        />
      </div>
      <Button type="submit">Search</Button>
    </form>
  );
}
