/**
 * The locator's optional map (spec §2 Store locator; README 'Pointing the shop at real services'):
 * shown only when `MAP_TILE_URL` names a tile server (an OpenStreetMap-style template,
 * `https://{s}.tile.example.org/{z}/{x}/{y}.png`), credited with `MAP_TILE_ATTRIBUTION`. Without
 * it the locator is its list, complete. Pure (reads the environment it is given).
 */

/** What the map needs: the tile template and its credit (plain text). */
export interface MapTileConfig {
  url: string;
  attribution: string;
  /** The tile server's origin for the Content-Security-Policy (`https://*.tile.example.org`). */
  origin: string;
}

const TEMPLATE = /^(https?):\/\/((?:\{s\}\.)?[a-z0-9.-]+(?::\d+)?)\/[^\s]*$/i;

/**
 * The configured map tiles, or null when `MAP_TILE_URL` is unset or not an http(s) template with
 * `{z}`, `{x}` and `{y}` (`{s}` may stand for the first label of the host: subdomains a, b, c).
 */
export function mapTileConfig(env: Record<string, string | undefined> = process.env): MapTileConfig | null {
  const url = env.MAP_TILE_URL?.trim();
  if (!url) return null;
  const match = TEMPLATE.exec(url);
  if (!match || !['{z}', '{x}', '{y}'].every((part) => url.includes(part))) return null;
  const host = match[2]!.replace('{s}', '*').toLowerCase();
  return {
    url,
    attribution: env.MAP_TILE_ATTRIBUTION?.trim() || '',
    origin: `${match[1]!.toLowerCase()}://${host}`,
  };
}
