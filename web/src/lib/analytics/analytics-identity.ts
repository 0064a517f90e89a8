/**
 * Spec section 4, analytics identity: a signed-in user with an e-mail is aliased and identified by
 * it, re-identified when the e-mail changes, and the identity is reset when the user is gone.
 */
export type IdentityAction = { kind: 'identify'; email: string } | { kind: 'reset' } | { kind: 'none' };

export function nextIdentityAction(previousEmail: string | null, currentEmail: string | null): IdentityAction {
  if (currentEmail === previousEmail) return { kind: 'none' };
  if (currentEmail === null) return { kind: 'reset' };
  return { kind: 'identify', email: currentEmail };
}

/** The label a button click is reported under: its analytics name, accessible label or text. */
export function buttonLabel(element: {
  getAttribute(name: string): string | null;
  textContent: string | null;
}): string {
  const label =
    element.getAttribute('data-analytics') ??
    element.getAttribute('aria-label') ??
    element.textContent ??
    '';
  return label.replace(/\s+/g, ' ').trim().slice(0, 80) || 'unlabelled';
}
