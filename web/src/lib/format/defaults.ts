/** Business defaults of spec section 9. */
export const DEFAULT_TIME_ZONE = 'America/New_York';
export const DEFAULT_TIME_ZONE_LABEL = 'Eastern Time (GMT-04:00)';
export const DEFAULT_COUNTRY = 'United States';
export const BRAND_NAME = 'Koinonia';
