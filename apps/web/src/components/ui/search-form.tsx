import { Search } from 'lucide-react';
import { useId, useState, type FormEvent } from 'react';
import { Button } from './button';
import { Input } from './input';

type SearchFormProps = {
  /** The search landmark's name, the field's label and its placeholder, e.g. 'Search products'. */
  label: string;
  value: string;
  onSearch: (text: string) => void;
};

/**
 * A search box applied on submit (Enter or the Search button). Key it by the value it reflects so a
 * change from outside (the URL) refills it.
 */
export function SearchForm({ label, value, onSearch }: SearchFormProps) {
  const id = useId();
  const [draft, setDraft] = useState(value);
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    onSearch(draft.trim());
  };
  return (
    <form role="search" aria-label={label} noValidate onSubmit={submit} className="flex w-full gap-2">
      <label htmlFor={id} className="sr-only">
        {label}
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
          placeholder={label}
          className="pl-10"
        />
      </div>
      <Button type="submit">Search</Button>
    </form>
  );
}
