import MailComposer from 'nodemailer/lib/mail-composer/index.js';
import type Mail from 'nodemailer/lib/mailer/index.js';
import type { Email } from './email';

type Message = Pick<Email, 'to' | 'subject' | 'text'> & { html?: string | null; unsubscribeUrl?: string | null };

/**
 * The message nodemailer sends for `email`, headers included: an email a member can opt out
 * of names its one-click unsubscribe address (RFC 2369 `List-Unsubscribe`) and says a POST
 * there is enough (RFC 8058 `List-Unsubscribe-Post`), so mail providers offer the button.
 * There is no mailto: form: nobody reads mail sent to the portal.
 */
export function mailOptions({ to, subject, text, html, unsubscribeUrl }: Message, from: string): Mail.Options {
  return {
    from,
    to,
    subject,
    text,
    ...(html ? { html } : {}),
    // As headers, not nodemailer's `list` option, which only its transports (not MailComposer) write.
    ...(unsubscribeUrl ? { headers: { 'List-Unsubscribe': `<${unsubscribeUrl}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' } } : {}),
  };
}

/** The whole RFC 5322 message, as nodemailer would put it on the wire. */
export async function rawMessage(message: Message, from: string) {
  const built = await new MailComposer(mailOptions(message, from)).compile().build();
  return built.toString('utf8');
}
