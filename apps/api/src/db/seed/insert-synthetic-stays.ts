import type { Database } from '../client';
import { properties, stayRooms } from '../schema/stays';
import { propertyLists } from './property-lists';
import type { SeedProperty } from './stays-data.types';
import { syntheticProperties } from './synthetic-stays';

const BATCH_PROPERTIES = 250;

/** Inserts `count` synthetic rooms in multi-row batches (one transaction per batch). */
export async function insertSyntheticStays(
  db: Database,
  { count, seed = 42, onProgress }: { count: number; seed?: number; onProgress?: (rooms: number) => void },
) {
  let batch: SeedProperty[] = [];
  let rooms = 0;
  const flush = async () => {
    if (!batch.length) return;
    const current = batch;
    batch = [];
    await db.transaction(async (tx) => {
      const ids = await tx
        .insert(properties)
        .values(current.map(({ rooms, ...p }) => ({ ...p, ...propertyLists(rooms), published: true })))
        .returning({ id: properties.id });
      const rows = current.flatMap((p, i) =>
        p.rooms.map(({ price, ...r }) => ({ ...r, priceCents: price * 100, propertyId: ids[i]!.id })),
      );
      await tx.insert(stayRooms).values(rows);
      rooms += rows.length;
    });
    onProgress?.(rooms);
  };
  for (const property of syntheticProperties(count, seed)) {
    batch.push(property);
    if (batch.length >= BATCH_PROPERTIES) await flush();
  }
  await flush();
  return rooms;
}
