import type { Email } from './email';

type EmailContent = {
  to: string;
  subject: string;
  /** Opening line, e.g. "Hello Priya,". */
  greeting: string;
  paragraphs: string[];
  action?: { label: string; url: string };
  /** Label/value pairs shown as a list (e.g. an enquiry's details). */
  details?: [label: string, value: string][];
  leavesNoRecord?: boolean;
  /**
   * For an email the member can opt out of: why they get it, the page that turns it off
   * (the footer's link) and the address mail providers POST to for a one-click unsubscribe.
   */
  unsubscribe?: { reason: string; page: string; oneClick: string };
};

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (ch) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[ch]!);

/** One consistent layout for every email, as plain text and as simple, escaped HTML. */
export function composeEmail({ to, subject, greeting, paragraphs, action, details, leavesNoRecord, unsubscribe }: EmailContent): Email {
  const detailLines = details?.map(([label, value]) => `${label}: ${value}`) ?? [];
  const text = [
    greeting,
    '',
    ...paragraphs.flatMap((p) => [p, '']),
    ...(detailLines.length ? [...detailLines, ''] : []),
    ...(action ? [`${action.label}: ${action.url}`, ''] : []),
    'Clearpath Law Coaching',
    ...(unsubscribe ? ['', `${unsubscribe.reason} Unsubscribe: ${unsubscribe.page}`] : []),
  ].join('\n');

  const html = [
    '<div style="font-family:Arial,Helvetica,sans-serif;font-size:15px;line-height:1.6;color:#1f2937;max-width:560px">',
    `<p>${escapeHtml(greeting)}</p>`,
    ...paragraphs.map((p) => `<p>${escapeHtml(p)}</p>`),
    details?.length
      ? `<table style="border-collapse:collapse">${details
          .map(
            ([label, value]) =>
              `<tr><td style="padding:2px 12px 2px 0;color:#6b7280">${escapeHtml(label)}</td><td style="padding:2px 0">${escapeHtml(value)}</td></tr>`,
          )
          .join('')}</table>`
      : '',
    action
      ? `<p><a href="${escapeHtml(action.url)}" style="display:inline-block;background:#1e2f5c;color:#fff;padding:10px 18px;border-radius:6px;text-decoration:none">${escapeHtml(action.label)}</a></p>`
      : '',
    '<p style="color:#6b7280">Clearpath Law Coaching</p>',
    unsubscribe
      ? `<p style="color:#6b7280;font-size:13px">${escapeHtml(unsubscribe.reason)} <a href="${escapeHtml(unsubscribe.page)}" style="color:#6b7280">Unsubscribe</a></p>`
      : '',
    '</div>',
  ].join('');

  return { to, subject, text, html, ...(leavesNoRecord ? { leavesNoRecord } : {}), ...(unsubscribe ? { unsubscribeUrl: unsubscribe.oneClick } : {}) };
}
