/**
 * The network page's tabs, as the address names them (?tab=). In a module of their own: the route
 * file reads them to validate the address, and whatever a route file imports outside its
 * component lands in every page's first download.
 */
export const NETWORK_TABS = ['connections', 'requests', 'suggestions'] as const;
export type NetworkTab = (typeof NETWORK_TABS)[number];
