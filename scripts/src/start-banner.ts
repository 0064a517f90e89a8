/** What `npm start` prints once everything runs (start.ts). */
export interface StartBanner {
  readonly webUrl: string;
  /** The port the web server listens on here (the dev mailbox is answered to this machine only). */
  readonly webPort: number;
  readonly apiUrl: string;
  readonly files: string;
  readonly payments?: string | undefined;
  readonly services: readonly { readonly name: string; readonly url: string }[];
  /** Which adapter each part uses (startSystem's `adapters`). */
  readonly adapters: Readonly<Record<string, string>>;
  readonly devMode: boolean;
  /** Whether notify keeps e-mail in the dev mailbox (development mode without SendGrid). */
  readonly devMailbox: boolean;
}

export function startBanner(banner: StartBanner): string {
  const width = Math.max(...Object.keys(banner.adapters).map((k) => k.length));
  const nameWidth = Math.max(...banner.services.map((s) => s.name.length), 'payments'.length);
  const row = (name: string, value: string) => `  ${name.padEnd(nameWidth)}  ${value}`;
  const mailboxUrl = `http://localhost:${banner.webPort}/dev/mailbox`;
  return [
    '',
    '  Koinonia is running',
    '',
    row('web', banner.webUrl),
    row('API', banner.apiUrl),
    row('files', banner.files),
    ...(banner.payments ? [row('payments', banner.payments)] : []),
    ...banner.services.map((s) => row(s.name, s.url)),
    '',
    ...Object.entries(banner.adapters).map(([part, adapter]) => `  ${part.padEnd(width)}  ${adapter}`),
    '',
    !banner.devMode
      ? '  Development mode is off (KOINONIA_DEV_MODE=false): no dev mailbox, no GraphiQL.'
      : banner.devMailbox
        ? `  Development mode (KOINONIA_DEV_MODE=true): every e-mail sent is readable at\n  ${mailboxUrl}, from this machine only.`
        : '  Development mode (KOINONIA_DEV_MODE=true); e-mail goes out through SendGrid.',
    '',
    '  Ctrl-C stops everything.',
    '',
  ].join('\n');
}
