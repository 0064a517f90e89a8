/** Only same-site paths are followed after sign-in (no open redirect). */
export function safeRedirect(target: string | undefined): string {
  if (!target || !target.startsWith('/') || target.startsWith('//') || target.startsWith('/\\')) return '/profile';
  return target;
}
