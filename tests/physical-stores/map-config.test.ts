import { describe, expect, it } from 'vitest';
import { mapTileConfig } from '@/lib/physical-stores/map-config';
import { contentSecurityPolicy, securityHeaders } from '@/lib/security/headers';

describe('the locator’s map: only with MAP_TILE_URL', () => {
  it('is off without a tile template, or with one that is not http(s) with {z}, {x} and {y}', () => {
    expect(mapTileConfig({})).toBeNull();
    expect(mapTileConfig({ MAP_TILE_URL: '  ' })).toBeNull();
    expect(mapTileConfig({ MAP_TILE_URL: 'javascript:alert(1)//{z}/{x}/{y}' })).toBeNull();
    expect(mapTileConfig({ MAP_TILE_URL: 'https://tiles.example.org/{z}/{x}.png' })).toBeNull();
  });

  it('takes an OpenStreetMap-style template with its attribution, and names its origin for the CSP', () => {
    expect(
      mapTileConfig({
        MAP_TILE_URL: 'https://{s}.tile.example.org/{z}/{x}/{y}.png',
        MAP_TILE_ATTRIBUTION: '© OpenStreetMap contributors',
      }),
    ).toEqual({
      url: 'https://{s}.tile.example.org/{z}/{x}/{y}.png',
      attribution: '© OpenStreetMap contributors',
      origin: 'https://*.tile.example.org',
    });
    expect(mapTileConfig({ MAP_TILE_URL: 'http://127.0.0.1:8080/{z}/{x}/{y}.png' })?.origin).toBe(
      'http://127.0.0.1:8080',
    );
  });

  it('lets the page load tiles from there, and lets the locator ask for the position on its own origin', () => {
    const tiles = mapTileConfig({ MAP_TILE_URL: 'https://{s}.tile.example.org/{z}/{x}/{y}.png' });
    expect(contentSecurityPolicy(false, undefined, tiles)).toMatch(/img-src [^;]*https:\/\/\*\.tile\.example\.org/);
    expect(contentSecurityPolicy(false, undefined, null)).not.toContain('tile.example.org');
    const policy = securityHeaders().find((header) => header.key === 'Permissions-Policy')!.value;
    expect(policy).toContain('geolocation=(self)');
  });
});
