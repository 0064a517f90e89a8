import { rules } from '@koinonia/kit';

/** The spec gives no bound; a testimonial is a paragraph or two. */
export const TEXT_MAX = 2000;

export const testimonialText = () => rules.requiredText().max(TEXT_MAX, `must be at most ${TEXT_MAX} characters`);
