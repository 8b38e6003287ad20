import { inArray } from 'drizzle-orm';
import type { Database } from '../client';
import { services } from '../schema/services';
import { properties } from '../schema/stays';
import type { SeedStep } from './seed-step';
import { seedServices as data } from './services-data';

export const seedServices: SeedStep = {
  name: 'services',
  isEmpty: async (db) => (await db.select({ id: services.id }).from(services).limit(1)).length === 0,
  run: async (db: Database) => {
    const names = [...new Set(data.flatMap((s) => (s.property ? [s.property] : [])))];
    const found = names.length
      ? await db
          .select({ id: properties.id, name: properties.name })
          .from(properties)
          .where(inArray(properties.name, names))
      : [];
    const idByName = new Map(found.map((p) => [p.name, p.id]));
    await db.insert(services).values(
      data.map(({ price, image, property, ...s }) => ({
        ...s,
        priceCents: price * 100,
        imageUrl: image,
        propertyId: property ? (idByName.get(property) ?? null) : null,
      })),
    );
  },
};
