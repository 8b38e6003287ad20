import { useId, type FormEvent } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';

type Props = { name: string; label: string; placeholder?: string; type?: 'search' | 'email' };

/** A one-field filter kept in the URL (`?name=`); a new search starts at page 1. */
export function SearchBox({ name, label, placeholder, type = 'search' }: Props) {
  const id = useId();
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const value = String(new FormData(event.currentTarget).get(name) ?? '').trim();
    const next = new URLSearchParams(params);
    if (value) next.set(name, value);
    else next.delete(name);
    next.delete('page');
    void navigate({ search: `?${next.toString()}` });
  };
  return (
    <form role="search" noValidate onSubmit={onSubmit} className="flex w-full items-end gap-2 sm:w-auto">
      <div className="grid min-w-0 flex-1 gap-1.5 sm:flex-none">
        <Label htmlFor={id}>{label}</Label>
        <Input
          id={id}
          name={name}
          type={type}
          key={params.get(name) ?? ''}
          defaultValue={params.get(name) ?? ''}
          placeholder={placeholder}
          className="w-full sm:w-64"
        />
      </div>
      <Button type="submit" variant="outline">
        Search
      </Button>
    </form>
  );
}
