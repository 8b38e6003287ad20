import { describe, expect, it } from 'vitest';
import { osmEmbedUrl, osmViewUrl } from './map-links';

describe('OpenStreetMap links', () => {
  const bali = { latitude: -8.5069, longitude: 115.2625 };

  it('centres the embed on the room with a box 0.01 degrees either side and a marker', () => {
    expect(osmEmbedUrl(bali)).toBe(
      'https://www.openstreetmap.org/export/embed.html?bbox=115.2525,-8.5169,115.2725,-8.4969&layer=mapnik&marker=-8.5069,115.2625',
    );
  });

  it('links to the full map with a pin at zoom 15', () => {
    expect(osmViewUrl(bali)).toBe(
      'https://www.openstreetmap.org/?mlat=-8.5069&mlon=115.2625#map=15/-8.5069/115.2625',
    );
  });

  it('keeps floating-point noise out of the box', () => {
    expect(osmEmbedUrl({ latitude: 0.1, longitude: 0.2 })).toContain('bbox=0.19,0.09,0.21,0.11&');
  });
});
