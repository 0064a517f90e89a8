import escapeHtml from 'escape-html';

/** A rendered e-mail: the same words as plain text and as HTML. */
export interface RenderedEmail {
  readonly subject: string;
  readonly text: string;
  readonly html: string;
}

interface Content {
  readonly subject: string;
  readonly greeting: string;
  readonly paragraphs: readonly string[];
  readonly action?: { readonly label: string; readonly url: string };
  readonly footnote?: string;
  /** A link that stops this kind of e-mail, last (an invitation's "stop all invitations"). */
  readonly stop?: { readonly label: string; readonly url: string };
}

const BRAND = 'Koinonia';

/** The fixed words of each kind of invitation (events will add theirs). */
const invitationWords = {
  GROUP: { subject: `You're invited to join a group on ${BRAND}`, noun: 'group', join: 'Join the group' },
} as const;
export type InvitationKind = keyof typeof invitationWords;

/** One layout for every e-mail; all values are escaped, links are shown in full for text readers. */
function render(content: Content): RenderedEmail {
  const text = [
    content.greeting,
    '',
    ...content.paragraphs.flatMap((p) => [p, '']),
    ...(content.action ? [`${content.action.label}: ${content.action.url}`, ''] : []),
    ...(content.footnote ? [content.footnote, ''] : []),
    `— The ${BRAND} team`,
    ...(content.stop ? ['', `${content.stop.label}: ${content.stop.url}`] : []),
  ].join('\n');
  const button = content.action
    ? `<p style="margin:24px 0"><a href="${escapeHtml(content.action.url)}" style="background:#3b5bdb;color:#ffffff;padding:12px 20px;border-radius:6px;text-decoration:none;font-weight:600">${escapeHtml(content.action.label)}</a></p>
<p style="font-size:13px;color:#555">Or open this link: <a href="${escapeHtml(content.action.url)}">${escapeHtml(content.action.url)}</a></p>`
    : '';
  const html = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>${escapeHtml(content.subject)}</title></head>
<body style="font-family:Arial,Helvetica,sans-serif;color:#1a1b1e;line-height:1.5;max-width:560px;margin:0 auto;padding:24px">
<h1 style="font-size:20px;color:#3b5bdb">${BRAND}</h1>
<p>${escapeHtml(content.greeting)}</p>
${content.paragraphs.map((p) => `<p>${escapeHtml(p)}</p>`).join('\n')}
${button}
${content.footnote ? `<p style="font-size:13px;color:#555">${escapeHtml(content.footnote)}</p>` : ''}
<p>— The ${BRAND} team</p>
${content.stop ? `<p style="font-size:13px;color:#555"><a href="${escapeHtml(content.stop.url)}">${escapeHtml(content.stop.label)}</a></p>` : ''}
</body></html>`;
  return { subject: content.subject, text, html };
}

export const templates = {
  welcome: (p: { firstName: string; profileUrl: string }): RenderedEmail =>
    render({
      subject: `Welcome to ${BRAND}, ${p.firstName}`,
      greeting: `Hi ${p.firstName},`,
      paragraphs: [
        `Welcome to ${BRAND}, the network for pastors, church staff, volunteers and ministry organizations.`,
        'Complete your profile so others in ministry can find and connect with you.',
      ],
      action: { label: 'Open your profile', url: p.profileUrl },
    }),
  verifyEmail: (p: { firstName: string; verifyUrl: string; expiresAt: string }): RenderedEmail =>
    render({
      subject: `Verify your e-mail address for ${BRAND}`,
      greeting: `Hi ${p.firstName},`,
      paragraphs: ['Please confirm that this is your e-mail address.'],
      action: { label: 'Verify e-mail address', url: p.verifyUrl },
      footnote: `This link works once and expires on ${new Date(p.expiresAt).toUTCString()}. If you did not sign up, ignore this e-mail.`,
    }),
  resetPassword: (p: { firstName: string; resetUrl: string; expiresAt: string }): RenderedEmail =>
    render({
      subject: `Reset your ${BRAND} password`,
      greeting: `Hi ${p.firstName},`,
      paragraphs: ['Someone asked to reset the password of your account. If it was you, choose a new password.'],
      action: { label: 'Choose a new password', url: p.resetUrl },
      footnote: `This link works once and expires on ${new Date(p.expiresAt).toUTCString()}. If you did not ask for it, ignore this e-mail: your password stays as it is.`,
    }),
  /** To the owner of an address someone signed up with: sign-up does not say it is taken, this does. */
  accountExists: (p: { firstName: string; signInUrl: string; resetUrl: string; expiresAt: string }): RenderedEmail =>
    render({
      subject: `You already have a ${BRAND} account`,
      greeting: `Hi ${p.firstName},`,
      paragraphs: [
        `Someone just tried to create a ${BRAND} account with this e-mail address, which already has one. If it was you, sign in instead: ${p.signInUrl}`,
        'Forgot your password? The button below lets you choose a new one.',
      ],
      action: { label: 'Choose a new password', url: p.resetUrl },
      footnote: `The password link works once and expires on ${new Date(p.expiresAt).toUTCString()}. If you did not try to sign up, ignore this e-mail: your account stays as it is.`,
    }),
  /** To the new address of an e-mail change: following the link makes it the account's. */
  changeEmail: (p: { firstName: string; verifyUrl: string; expiresAt: string }): RenderedEmail =>
    render({
      subject: `Confirm your new e-mail address for ${BRAND}`,
      greeting: `Hi ${p.firstName},`,
      paragraphs: [`You asked to use this address for your ${BRAND} account. Confirm it to make the change.`],
      action: { label: 'Confirm e-mail address', url: p.verifyUrl },
      footnote: `This link works once and expires on ${new Date(p.expiresAt).toUTCString()}. If you did not ask for it, ignore this e-mail: nothing changes.`,
    }),
  /** To the current address of an e-mail change: it keeps working until the new one is confirmed. */
  emailChangeNotice: (p: { firstName: string; passwordUrl: string }): RenderedEmail =>
    render({
      subject: `Your ${BRAND} e-mail address is being changed`,
      greeting: `Hi ${p.firstName},`,
      paragraphs: [
        `Someone asked to change the e-mail address of your ${BRAND} account. This address keeps working until the new one is confirmed.`,
        'If this was not you, change your password now and contact support.',
      ],
      action: { label: 'Change your password', url: p.passwordUrl },
    }),
  connectionRequest: (p: { firstName: string | null; connectionsUrl: string; settingsUrl: string }): RenderedEmail =>
    render({
      subject: `You have a new connection request on ${BRAND}`,
      greeting: p.firstName ? `Hi ${p.firstName},` : 'Hi,',
      paragraphs: ['Someone in ministry asked to connect with you.'],
      action: { label: 'See your requests', url: p.connectionsUrl },
      footnote: `You get this because notification e-mails are on. Turn them off in your settings: ${p.settingsUrl}`,
    }),
  /**
   * An invitation: to a member (a notification e-mail: they may turn these off) or to an address a
   * member typed in (the link signs them up, or in, and into the group). The subject is fixed: the
   * names members chose (the group's, the inviter's) are only in the body, escaped, so nobody can
   * write the subject line of an e-mail to a stranger. Each carries the address's stop link.
   */
  invitation: (p: {
    kind: InvitationKind;
    firstName: string | null;
    inviterName: string;
    placeName: string;
    joinUrl: string;
    /** Set for an address with no account: where someone with one signs in instead. */
    signInUrl: string | null;
    /** Set for a member: where they turn notification e-mails off. */
    settingsUrl: string | null;
    stopUrl: string;
  }): RenderedEmail => {
    const words = invitationWords[p.kind];
    const footnotes = [
      ...(p.signInUrl ? [`Already on ${BRAND}? Sign in to join: ${p.signInUrl}.`] : []),
      `If you do not know ${p.inviterName} or this ${words.noun}, ignore this e-mail.`,
      ...(p.settingsUrl ? [`You get this because notification e-mails are on. Turn them off in your settings: ${p.settingsUrl}`] : []),
    ];
    return render({
      subject: words.subject,
      greeting: p.firstName ? `Hi ${p.firstName},` : 'Hi,',
      paragraphs: [
        `${p.inviterName}, a member of ${BRAND}, invited you to join the ${words.noun} “${p.placeName}”.`,
        ...(p.signInUrl ? [`${BRAND} is the network for pastors, church staff, volunteers and ministry organizations. Create your account to join.`] : []),
      ],
      action: { label: p.signInUrl ? words.join : 'See the invitation', url: p.joinUrl },
      footnote: footnotes.join(' '),
      stop: { label: `Stop all invitations from ${BRAND} to this address`, url: p.stopUrl },
    });
  },
  /** Double opt-in: the newsletter starts only once the link is followed (content's confirmNewsletterSubscription). */
  newsletterConfirmation: (p: { confirmUrl: string; expiresAt: string }): RenderedEmail =>
    render({
      subject: `Confirm your subscription to the ${BRAND} newsletter`,
      greeting: 'Hi,',
      paragraphs: [`Someone asked to receive the ${BRAND} newsletter at this address. Confirm it to start receiving it.`],
      action: { label: 'Confirm subscription', url: p.confirmUrl },
      footnote: `This link expires on ${new Date(p.expiresAt).toUTCString()}. If you did not ask for it, ignore this e-mail: you will not get the newsletter.`,
    }),
};
