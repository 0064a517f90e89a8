import mjml2html from 'mjml';
import { convert } from 'html-to-text';
import { NEWSLETTER_UNSUBSCRIBE_PLACEHOLDER } from '@koinonia/events';
import type { NewsletterContent } from './newsletter.entity.ts';

/** A job the e-mail lists: its title and organization when content has heard of them (orgs-jobs' events). */
export interface JobListing {
  readonly id: string;
  readonly title: string | null;
  readonly organizationName: string | null;
}

/** The e-mail of one newsletter version, as it is previewed and sent (the unsubscribe link a placeholder). */
export interface NewsletterEmail {
  readonly subject: string;
  readonly html: string;
  readonly text: string;
}

const ENTITIES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };
/** Everything written into the template that is not sanitized HTML: text and attribute values. */
const escape = (text: string): string => text.replace(/[&<>"']/g, (c) => ENTITIES[c]!);

const section = (body: string, background = '#ffffff'): string =>
  `<mj-section background-color="${background}" padding="16px 0"><mj-column>${body}</mj-column></mj-section>`;

const heading = (text: string): string => `<mj-text font-size="20px" font-weight="700" padding-bottom="0">${escape(text)}</mj-text>`;

function podcastBlock(content: NewsletterContent): string {
  const { podcastImageUrl, podcastTitle, podcastDescription, podcastUrl } = content;
  if (!podcastImageUrl && !podcastTitle && !podcastDescription && !podcastUrl) return '';
  // Not a link: the button below is, and the text part would otherwise show the address twice.
  const image = podcastImageUrl
    ? `<mj-image src="${escape(podcastImageUrl)}" alt="${escape(podcastTitle ?? 'Podcast episode')}" width="480px" align="left" />`
    : '';
  const title = podcastTitle ? `<mj-text font-size="18px" font-weight="700">${escape(podcastTitle)}</mj-text>` : '';
  const description = podcastDescription ? `<mj-text>${escape(podcastDescription).replaceAll('\n', '<br />')}</mj-text>` : '';
  const link = podcastUrl
    ? `<mj-button href="${escape(podcastUrl)}" background-color="#3b5bdb" color="#ffffff" align="left">Listen to the episode</mj-button>`
    : '';
  return section(heading('Podcast') + image + title + description + link);
}

function jobsBlock(jobs: readonly JobListing[], webUrl: string): string {
  if (!jobs.length) return '';
  const items = jobs
    .map((job) => {
      const title = escape(job.title ?? 'Open position');
      const organization = job.organizationName ? ` <span style="color:#52606d">· ${escape(job.organizationName)}</span>` : '';
      return `<li style="margin-bottom:8px"><a href="${escape(`${webUrl}/jobs/${job.id}`)}" style="color:#3b5bdb">${title}</a>${organization}</li>`;
    })
    .join('');
  return section(heading('Open positions') + `<mj-text><ul style="padding-left:20px;margin:0">${items}</ul></mj-text>`);
}

/**
 * Renders a newsletter version: a header with the subject, what's new (sanitized HTML, as it is),
 * the podcast, the job listings linking to the job board, the sponsor, and a footer saying why the
 * reader gets it with the unsubscribe link (NEWSLETTER_UNSUBSCRIBE_PLACEHOLDER, which notify fills
 * in for each recipient). MJML makes the HTML work across mail clients; the text part is that HTML
 * as text, so both say the same.
 */
export async function renderNewsletterEmail(
  content: NewsletterContent,
  jobs: readonly JobListing[],
  links: { readonly webUrl: string },
): Promise<NewsletterEmail> {
  const subject = escape(content.subject);
  const mjml = `<mjml>
  <mj-head>
    <mj-title>${subject}</mj-title>
    <mj-attributes>
      <mj-all font-family="Helvetica, Arial, sans-serif" />
      <mj-text font-size="16px" line-height="1.5" color="#1f2933" />
    </mj-attributes>
  </mj-head>
  <mj-body background-color="#f4f5f7" width="600px">
    ${section(
      `<mj-text color="#ffffff" font-size="14px" padding-bottom="0">The Koinonia newsletter</mj-text>` +
        `<mj-text color="#ffffff" font-size="26px" font-weight="700"><h1 style="margin:0;font-size:26px">${subject}</h1></mj-text>`,
      '#3b5bdb',
    )}
    ${content.whatsNew ? section(heading("What's new") + `<mj-text>${content.whatsNew}</mj-text>`) : ''}
    ${podcastBlock(content)}
    ${jobsBlock(jobs, links.webUrl)}
    ${content.sponsoredBy ? section(`<mj-text align="center" font-size="14px">Sponsored by ${escape(content.sponsoredBy)}</mj-text>`) : ''}
    ${section(
      `<mj-text font-size="12px" color="#52606d" align="center">You receive this because you subscribed to the Koinonia ` +
        `newsletter, or chose to receive newsletters in your <a href="${escape(`${links.webUrl}/settings/notifications`)}" style="color:#52606d">` +
        `Koinonia account settings</a>. <a href="${NEWSLETTER_UNSUBSCRIBE_PLACEHOLDER}" style="color:#3b5bdb">Unsubscribe</a></mj-text>`,
      '#f4f5f7',
    )}
  </mj-body>
</mjml>`;
  // No web fonts: an e-mail that loads them tracks its reader, and many clients block them anyway.
  const { html, errors } = await mjml2html(mjml, { validationLevel: 'strict', fonts: {} });
  // The template is ours: an MJML error is a bug in it, not in the editor's input.
  if (errors.length) throw new Error(`newsletter template: ${errors.map((e) => e.formattedMessage).join('; ')}`);
  const text = convert(html, { wordwrap: 80, selectors: [{ selector: 'img', format: 'skip' }] });
  return { subject: content.subject, html, text };
}
