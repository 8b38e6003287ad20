/**
 * Links to OpenStreetMap: the only third-party service the page talks to (the map embed;
 * docs/decisions/content.md).
 */

const OSM = 'https://www.openstreetmap.org';
// The embed's bounding box reaches this many degrees either side of the room.
const BBOX_OFFSET = 0.01;

// Keeps floating-point noise (2.1734000000000002) out of the URLs.
const coord = (n: number) => String(Number(n.toFixed(6)));

export type Coordinates = { latitude: number; longitude: number };

export function osmEmbedUrl({ latitude: lat, longitude: lng }: Coordinates): string {
  const bbox = [lng - BBOX_OFFSET, lat - BBOX_OFFSET, lng + BBOX_OFFSET, lat + BBOX_OFFSET]
    .map(coord)
    .join(',');
  return `${OSM}/export/embed.html?bbox=${bbox}&layer=mapnik&marker=${coord(lat)},${coord(lng)}`;
}

export function osmViewUrl({ latitude: lat, longitude: lng }: Coordinates): string {
  return `${OSM}/?mlat=${coord(lat)}&mlon=${coord(lng)}#map=15/${coord(lat)}/${coord(lng)}`;
}
