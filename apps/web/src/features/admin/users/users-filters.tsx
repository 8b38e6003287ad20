import { Search } from 'lucide-react';
import { useSearchParams } from 'react-router';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { Select } from '@/components/ui/select';

/** The search (start of an e-mail or a name) and the role filter; both go to the URL, page back to 1. */
export function UsersFilters() {
  const [params, setParams] = useSearchParams();
  return (
    <form
      role="search"
      className="mt-6 flex flex-wrap items-end gap-3"
      onSubmit={(event) => {
        event.preventDefault();
        const form = new FormData(event.currentTarget);
        const next = new URLSearchParams(params);
        for (const key of ['q', 'role'] as const) {
          const value = String(form.get(key) ?? '').trim();
          if (value) next.set(key, value);
          else next.delete(key);
        }
        next.delete('page');
        setParams(next);
      }}
    >
      <div className="grid min-w-0 flex-1 basis-64 gap-1.5">
        <Label htmlFor="users-q">E-mail or name starts with</Label>
        <Input
          id="users-q"
          name="q"
          type="search"
          defaultValue={params.get('q') ?? ''}
          maxLength={100}
          autoComplete="off"
        />
      </div>
      <div className="grid gap-1.5">
        <Label htmlFor="users-role">Role</Label>
        <Select id="users-role" name="role" defaultValue={params.get('role') ?? ''} className="w-44">
          <option value="">Every role</option>
          <option value="admin">Administrators</option>
          <option value="guest">Guests</option>
        </Select>
      </div>
      <Button type="submit" variant="outline">
        <Search aria-hidden />
        Search
      </Button>
    </form>
  );
}
