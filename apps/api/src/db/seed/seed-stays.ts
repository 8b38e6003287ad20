import type { Database } from '../client';
import { properties, stayRooms } from '../schema/stays';
import { propertyLists } from './property-lists';
import type { SeedStep } from './seed-step';
import { seedProperties } from './stays-data';

export const seedStays: SeedStep = {
  name: 'stays',
  isEmpty: async (db) => (await db.select({ id: properties.id }).from(properties).limit(1)).length === 0,
  run: async (db: Database) => {
    for (const { rooms, ...property } of seedProperties) {
      const [row] = await db
        .insert(properties)
        .values({ ...property, ...propertyLists(rooms), published: true })
        .returning({ id: properties.id });
      if (!row) throw new Error(`Seeding ${property.name} returned no id`);
      await db
        .insert(stayRooms)
        .values(
          rooms.map(({ price, ...room }) => ({ ...room, priceCents: price * 100, propertyId: row.id })),
        );
    }
  },
};
