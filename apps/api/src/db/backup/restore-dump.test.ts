import { describe, expect, it } from 'vitest';
import { readDump, RestoreRefusedError } from './restore-dump';

const dump = (body: string) => `--\n-- PostgreSQL database dump\n--\n\n${body}\n`;

describe('readDump', () => {
  it('drops the \\restrict fence newer pg_dump versions write, and keeps every statement', () => {
    const sql = readDump(
      dump("\\restrict AbC123\nINSERT INTO public.t VALUES (1, 'a\\nb');\n\\unrestrict AbC123"),
    );
    expect(sql).not.toMatch(/restrict/);
    expect(sql).toContain("INSERT INTO public.t VALUES (1, 'a\\nb');");
  });

  it('refuses a file without the pg_dump header', () => {
    expect(() => readDump('drop table public.bookings;')).toThrow(RestoreRefusedError);
    expect(() => readDump('')).toThrow(/not a PostgreSQL plain-SQL dump/);
  });

  it('refuses a dump whose data comes as COPY ... FROM stdin, and says how to take one that loads', () => {
    const copy = dump('COPY public.t (id) FROM stdin;\n1\n\\.');
    expect(() => readDump(copy)).toThrow(/pg_dump --inserts/);
  });
});
