-- Every stay's page embeds a map centred on its property, so a property's coordinates become required.
-- A property without them gets the coordinates of its town when the town is one the sample or the
-- synthetic (seed:scale) stays use; any other property stops the migration with its name, for the
-- operator to set (no made-up place on a map).
UPDATE "properties" AS p
SET "latitude" = t.latitude, "longitude" = t.longitude
FROM (VALUES
  ('Ubud', 'Indonesia', -8.5069, 115.2625),
  ('Canggu', 'Indonesia', -8.6478, 115.1385),
  ('Nosara', 'Costa Rica', 9.9766, -85.6531),
  ('Santa Teresa', 'Costa Rica', 9.6431, -85.1676),
  ('Tulum', 'Mexico', 20.2114, -87.4654),
  ('Sedona', 'United States', 34.8697, -111.7609),
  ('Big Sur', 'United States', 36.2704, -121.8081),
  ('Ojai', 'United States', 34.448, -119.2429),
  ('Asheville', 'United States', 35.5951, -82.5515),
  ('Whistler', 'Canada', 50.1163, -122.9574),
  ('Banff', 'Canada', 51.1784, -115.5708),
  ('Sintra', 'Portugal', 38.8029, -9.3817),
  ('Ericeira', 'Portugal', 38.9631, -9.4153),
  ('Comporta', 'Portugal', 38.3804, -8.7838),
  ('Ibiza', 'Spain', 38.9067, 1.4206),
  ('Mallorca', 'Spain', 39.6953, 3.0176),
  ('Tuscany', 'Italy', 43.7711, 11.2486),
  ('Merano', 'Italy', 46.6713, 11.1525),
  ('Amalfi', 'Italy', 40.634, 14.6027),
  ('Santorini', 'Greece', 36.3932, 25.4615),
  ('Crete', 'Greece', 35.2401, 24.8093),
  ('Zermatt', 'Switzerland', 46.0207, 7.7491),
  ('Interlaken', 'Switzerland', 46.6863, 7.8632),
  ('Bad Gastein', 'Austria', 47.1149, 13.1339),
  ('Baden-Baden', 'Germany', 48.7606, 8.2398),
  ('Reykjavík', 'Iceland', 64.1466, -21.9426),
  ('Marrakech', 'Morocco', 31.6295, -7.9811),
  ('Essaouira', 'Morocco', 31.5085, -9.7595),
  ('Koh Samui', 'Thailand', 9.512, 100.0136),
  ('Chiang Mai', 'Thailand', 18.7883, 98.9853),
  ('Rishikesh', 'India', 30.0869, 78.2676),
  ('Goa', 'India', 15.2993, 74.124),
  ('Kerala', 'India', 9.9312, 76.2673),
  ('Hakone', 'Japan', 35.2324, 139.1069),
  ('Kyoto', 'Japan', 35.0116, 135.7681),
  ('Queenstown', 'New Zealand', -45.0312, 168.6626),
  ('Byron Bay', 'Australia', -28.6474, 153.602),
  ('Daylesford', 'Australia', -37.3417, 144.1426),
  ('Cape Town', 'South Africa', -33.9249, 18.4241),
  ('Bocas del Toro', 'Panama', 9.3403, -82.2418),
  ('Leukerbad', 'Switzerland', 46.3794, 7.627),
  ('Merzouga', 'Morocco', 31.0994, -4.0117),
  ('Oia', 'Greece', 36.4611, 25.3758),
  ('Monsaraz', 'Portugal', 38.4431, -7.3811),
  ('Tofino', 'Canada', 49.1528, -125.9067),
  ('Laugarvatn', 'Iceland', 64.2153, -20.732)
) AS t(city, country, latitude, longitude)
WHERE (p."latitude" IS NULL OR p."longitude" IS NULL)
  AND lower(p."city") = lower(t.city)
  AND lower(p."country") = lower(t.country);--> statement-breakpoint
DO $$
DECLARE
  missing text;
BEGIN
  SELECT string_agg(format('%s (id %s, %s, %s)', "name", "id", "city", "country"), '; ' ORDER BY "id")
    INTO missing
    FROM "properties"
    WHERE "latitude" IS NULL OR "longitude" IS NULL;
  IF missing IS NOT NULL THEN
    RAISE EXCEPTION 'Properties without coordinates, in a town this migration does not know: %. Set their latitude and longitude, then start again.', missing;
  END IF;
END $$;--> statement-breakpoint
ALTER TABLE "properties" ALTER COLUMN "latitude" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "properties" ALTER COLUMN "longitude" SET NOT NULL;
