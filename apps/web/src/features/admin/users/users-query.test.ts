import { describe, expect, it } from 'vitest';
import { usersQueryFrom } from './users-query';

describe('usersQueryFrom', () => {
  it('reads the table state from the URL', () => {
    expect(usersQueryFrom(new URLSearchParams('q=%20ada%20&role=admin&sort=email&dir=asc&page=3'))).toEqual({
      page: 3,
      sort: 'email',
      dir: 'asc',
      q: 'ada',
      role: 'admin',
    });
  });

  it('falls back to the first page, newest first, for anything it does not know', () => {
    expect(usersQueryFrom(new URLSearchParams('q=%20&role=owner&sort=name&dir=up&page=-2'))).toEqual({
      page: 1,
      sort: 'created',
      dir: 'desc',
    });
    expect(usersQueryFrom(new URLSearchParams('page=1.5')).page).toBe(1);
  });
});
