import { DEFAULT_DOMAIN_MAP, parseDomainMap } from '../lib/stores';

/** Every host of the development domain map (lib/stores.ts `DEFAULT_DOMAIN_MAP`), the shared ones included. */
export const DEVELOPMENT_HOSTS: readonly string[] = [...parseDomainMap(DEFAULT_DOMAIN_MAP).keys()];

/** The storefronts' own hosts: every host of the map but those that serve every store (`localhost`, `127.0.0.1`). */
export const STOREFRONT_HOSTS: readonly string[] = DEVELOPMENT_HOSTS.filter((host) => host.includes('.localhost'));
