/**
 * Server messages for fields a form has no input for (a link's `token`, an argument the form does
 * not show). A person must never see an argument path such as "token: …": a message that is a
 * sentence already (it starts with a capital letter) is shown as it is; a short rule message
 * ("required", "must be a valid email address") gets the field's name in words in front.
 */
export function fieldInWords(field: string): string {
  const words = field
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .replace(/[_-]+/g, ' ')
    .trim()
    .toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

export function unplacedFieldMessage(field: string, message: string): string {
  const text = message.trim();
  const sentence = /^[A-Z]/.test(text) ? text : `${fieldInWords(field)} ${text}`;
  return /[.!?]$/.test(sentence) ? sentence : `${sentence}.`;
}

/** The messages of the fields outside `placed`, each once, for the form's alert. */
export function unplacedFieldMessages(fields: Record<string, string>, placed: readonly string[]): string[] {
  const messages = Object.entries(fields)
    .filter(([field]) => !placed.includes(field))
    .map(([field, message]) => unplacedFieldMessage(field, message));
  return [...new Set(messages)];
}
