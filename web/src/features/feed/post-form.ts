/** The longest post body (community's POST_BODY_MAX). */
export const POST_MAX = 5000;

/** What the server would refuse of a post's text before it is sent: nothing at all, or too long. */
export function postErrors(body: string, hasImage: boolean): { body?: string } {
  const text = body.trim();
  if (text === '' && !hasImage) return { body: 'Write something or add an image.' };
  if (text.length > POST_MAX) return { body: `must be at most ${POST_MAX} characters` };
  return {};
}
