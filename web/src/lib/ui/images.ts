// The default banner is drawn with the page: small enough for Vite to inline as a data: URL, so
// the largest element of the landing, auth and profile pages needs no request of its own.
export { default as defaultBackground } from '../../assets/default-background.svg';
