import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { asc, sql } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { openTestDatabase } from '../test/test-app';
import { migrationsFolder, runMigrations } from './migrate';
import { properties } from './schema/stays';
import { seedProperties } from './seed/stays-data';
import { syntheticProperties } from './seed/synthetic-stays';

const MIGRATION = '0009_property_coordinates_required';

/** A copy of the migrations that ends just before `tag`: a database as it was before that release. */
function migrationsBefore(tag: string): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'restora-migrations-'));
  cleanups.push(async () => fs.rmSync(dir, { recursive: true, force: true }));
  fs.cpSync(migrationsFolder(), dir, { recursive: true });
  const journalFile = path.join(dir, 'meta', '_journal.json');
  const journal = JSON.parse(fs.readFileSync(journalFile, 'utf8')) as { entries: { tag: string }[] };
  const at = journal.entries.findIndex((e) => e.tag === tag);
  expect(at, `${tag} in the journal`).toBeGreaterThan(0);
  journal.entries = journal.entries.slice(0, at);
  fs.writeFileSync(journalFile, JSON.stringify(journal));
  return dir;
}

type Place = { name: string; city: string; country: string };

/** A database one release old, holding properties saved without coordinates (then allowed). */
async function oldDatabaseWith(places: Place[]) {
  const { handle, dropDatabase } = await openTestDatabase();
  cleanups.push(async () => {
    await handle.close();
    await dropDatabase();
  });
  await runMigrations(handle, migrationsBefore(MIGRATION));
  for (const p of places)
    await handle.db.execute(sql`
      insert into properties (name, description, type, address, city, country)
      values (${p.name}, 'Old row', 'spa_resort', '1 Old Road', ${p.city}, ${p.country})`);
  return handle;
}

let cleanups: (() => Promise<void>)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups) await cleanup();
  cleanups = [];
});

describe(`migration ${MIGRATION}`, () => {
  it("gives a property without coordinates its town's, then makes them required", async () => {
    const handle = await oldDatabaseWith([
      { name: 'Old Leukerbad', city: 'Leukerbad', country: 'Switzerland' },
      // Matched whatever the case, accents included.
      { name: 'Old Reykjavik', city: 'REYKJAVÍK', country: 'iceland' },
    ]);
    await runMigrations(handle);

    const rows = await handle.db
      .select({ name: properties.name, latitude: properties.latitude, longitude: properties.longitude })
      .from(properties)
      .orderBy(asc(properties.id));
    expect(rows).toEqual([
      { name: 'Old Leukerbad', latitude: 46.3794, longitude: 7.627 },
      { name: 'Old Reykjavik', latitude: 64.1466, longitude: -21.9426 },
    ]);
    await expect(
      handle.db.execute(sql`update properties set latitude = null where name = 'Old Leukerbad'`),
    ).rejects.toThrow();
  });

  it('knows the town of every sample and synthetic stay', async () => {
    const towns = new Map<string, Place>();
    for (const p of [...seedProperties, ...syntheticProperties(2000)])
      towns.set(`${p.city}|${p.country}`, { name: p.city, city: p.city, country: p.country });
    expect(towns.size).toBeGreaterThan(40);
    const handle = await oldDatabaseWith([...towns.values()]);
    // It would stop at the first property whose town it does not know.
    await expect(runMigrations(handle)).resolves.toBeUndefined();
    expect(await handle.db.$count(properties)).toBe(towns.size);
  });

  it('stops, naming the property, when its town is not known, and changes nothing', async () => {
    const handle = await oldDatabaseWith([
      { name: 'Old Leukerbad', city: 'Leukerbad', country: 'Switzerland' },
      { name: 'Nowhere Lodge', city: 'Atlantis', country: 'Ocean' },
    ]);
    const error = await runMigrations(handle).then(
      () => null,
      (e: unknown) => e,
    );
    // Drizzle's error names the statement; the database's own message is its cause.
    expect(String((error as Error | null)?.cause)).toMatch(
      /Properties without coordinates, .*: Nowhere Lodge \(id 2, Atlantis, Ocean\)\. Set their latitude/,
    );
    const rows = await handle.db.select({ latitude: properties.latitude }).from(properties);
    expect(rows).toEqual([{ latitude: null }, { latitude: null }]);
  });
});
