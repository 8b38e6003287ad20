import { PGlite } from '@electric-sql/pglite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { preparedStatements } from './pglite-statements';

// Queries as kept prepared statements (docs/decisions/embedded-database-thread.md): the same answers and
// errors as PGlite's own query(), with each SQL text parsed once.
describe('prepared statements on PGlite', () => {
  let pg: PGlite;

  beforeAll(async () => {
    pg = await PGlite.create();
    await pg.exec(`
      create table t (id int primary key, note text, tags text[], doc jsonb, day date, at timestamptz, ok boolean);
      insert into t values
        (1, 'one', '{a,"b c"}', '{"k": [1, 2]}', '2026-11-26', '2026-11-26T10:00:00Z', true),
        (2, null, '{}', null, null, null, false);
    `);
  });

  afterAll(async () => {
    await pg?.close();
  });

  const kept = async (text: string) =>
    (
      await pg.query<{ n: number }>(
        'select count(*)::int as n from pg_prepared_statements where statement = $1',
        [text],
      )
    ).rows[0]!.n;

  it('answers as query() does: rows, fields, row modes, parameters of every kind and parsers', async () => {
    const statements = preparedStatements(pg);
    const cases: [string, unknown[], Parameters<PGlite['query']>[2]][] = [
      ['select * from t order by id', [], undefined],
      ['select * from t where id = $1', [1], { rowMode: 'array' }],
      ['select id from t where note = $1 or note is null order by id', ['one'], undefined],
      ['select id from t where tags @> $1', [['b c']], undefined],
      [
        'select $1::jsonb as doc, $2::date as day, $3::boolean as yes',
        [{ a: [1, 'x'] }, new Date('2026-01-02T00:00:00Z'), true],
        undefined,
      ],
      [
        'select day, at from t where id = $1',
        [1],
        { parsers: { 1082: (v: string) => v, 1184: (v: string) => v } },
      ],
      ['select $1::int is null as missing', [null], undefined],
    ];
    for (const [text, params, options] of cases) {
      const expected = await pg.query(text, params, options);
      const actual = await statements.query(text, params, options);
      expect(actual.rows, text).toEqual(expected.rows);
      expect(actual.fields, text).toEqual(expected.fields);
    }
  });

  it('counts the rows a write touched', async () => {
    const statements = preparedStatements(pg);
    const inserted = await statements.query('insert into t (id, note) values ($1, $2), ($3, $4)', [
      10,
      'x',
      11,
      'y',
    ]);
    expect(inserted.affectedRows).toBe(2);
    const updated = await statements.query('update t set note = $1 where id >= $2', ['z', 10]);
    expect(updated.affectedRows).toBe(2);
    const deleted = await statements.query('delete from t where id >= $1', [10]);
    expect(deleted.affectedRows).toBe(2);
  });

  it('parses a text once and keeps it, and closes the least recently used beyond its limit', async () => {
    const statements = preparedStatements(pg, { max: 2 });
    const a = 'select id from t where id = $1 /* a */';
    const b = 'select id from t where id = $1 /* b */';
    const c = 'select id from t where id = $1 /* c */';
    for (const id of [1, 2, 1]) expect((await statements.query(a, [id])).rows).toEqual([{ id }]);
    expect(await kept(a)).toBe(1);
    await statements.query(b, [1]);
    await statements.query(a, [1]); // a is now the most recent: b goes first
    await statements.query(c, [1]);
    expect(statements.size()).toBe(2);
    expect(await kept(b)).toBe(0);
    expect(await kept(a)).toBe(1);
    expect(await kept(c)).toBe(1);
  });

  it('carries the database error, and the statement still works after it', async () => {
    const statements = preparedStatements(pg);
    const insert = 'insert into t (id) values ($1)';
    const error = (await statements.query(insert, [1]).catch((e: unknown) => e)) as Error & { code?: string };
    expect(error.code).toBe('23505');
    expect((error as Error & { query?: string }).query).toBe(insert);
    expect((await statements.query(insert, [20])).affectedRows).toBe(1);
    await statements.query('delete from t where id = $1', [20]);
  });

  it('does not keep a text that fails to parse', async () => {
    const statements = preparedStatements(pg);
    const broken = 'select from where id = $1';
    await expect(statements.query(broken, [1])).rejects.toMatchObject({ code: '42601' });
    await expect(statements.query(broken, [1])).rejects.toMatchObject({ code: '42601' });
    expect(statements.size()).toBe(0);
  });

  it('parses a kept statement again when the schema changes its columns', async () => {
    const statements = preparedStatements(pg);
    await pg.exec('create table s (id int)');
    await pg.exec('insert into s values (1)');
    const text = 'select * from s where id = $1';
    expect((await statements.query(text, [1])).rows).toEqual([{ id: 1 }]);
    await pg.exec('alter table s add column label text default $$x$$');
    expect((await statements.query(text, [1])).rows).toEqual([{ id: 1, label: 'x' }]);
  });

  it('runs inside a transaction, which rolls back what it wrote', async () => {
    const statements = preparedStatements(pg);
    await pg
      .transaction(async () => {
        await statements.query('insert into t (id) values ($1)', [30]);
        expect((await statements.query('select count(*)::int as n from t where id = $1', [30])).rows).toEqual(
          [{ n: 1 }],
        );
        throw new Error('undo');
      })
      .catch(() => {});
    expect((await statements.query('select count(*)::int as n from t where id = $1', [30])).rows).toEqual([
      { n: 0 },
    ]);
  });
});
