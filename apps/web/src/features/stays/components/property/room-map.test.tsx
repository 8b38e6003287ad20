import { render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { RoomMap } from './room-map';

const location = {
  address: 'Lindarbraut 6',
  city: 'Laugarvatn',
  state: null,
  country: 'Iceland',
  latitude: 64.2153,
  longitude: -20.732,
};

afterEach(() => vi.unstubAllGlobals());

describe('RoomMap', () => {
  it('embeds the map centred on the stay, with the plain link beside it for when the map cannot load', () => {
    // Without IntersectionObserver the frame is made at once, as when the visitor has scrolled near it.
    vi.stubGlobal('IntersectionObserver', undefined);
    render(<RoomMap location={location} propertyName="Lindarvík Lake Retreat" />);

    const map = screen.getByTitle('Map showing the location of Lindarvík Lake Retreat');
    expect(map.tagName).toBe('IFRAME');
    expect(map.getAttribute('src')).toBe(
      'https://www.openstreetmap.org/export/embed.html?bbox=-20.742,64.2053,-20.722,64.2253&layer=mapnik&marker=64.2153,-20.732',
    );
    expect(map.getAttribute('loading')).toBe('lazy');
    expect(screen.getByRole('link', { name: /View on OpenStreetMap/ }).getAttribute('href')).toBe(
      'https://www.openstreetmap.org/?mlat=64.2153&mlon=-20.732#map=15/64.2153/-20.732',
    );
    expect(screen.getByText('Lindarbraut 6, Laugarvatn, Iceland')).toBeTruthy();
  });

  it('makes no request to the map service until the visitor scrolls near the map', () => {
    const observe = vi.fn();
    vi.stubGlobal(
      'IntersectionObserver',
      class {
        observe = observe;
        disconnect = vi.fn();
      },
    );
    render(<RoomMap location={location} propertyName="Lindarvík Lake Retreat" />);
    expect(observe).toHaveBeenCalledTimes(1);
    expect(screen.queryByTitle(/^Map showing/)).toBeNull();
    expect(screen.getByRole('link', { name: /View on OpenStreetMap/ })).toBeTruthy();
  });
});
