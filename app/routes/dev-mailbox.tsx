import type { Route } from './+types/dev-mailbox';
import { PageHeader } from '~/components/layout/page-header';
import { listMailbox } from '@server/features/dev-mailbox/list-mailbox';
import { mailboxOpenTo } from '@server/features/dev-mailbox/mailbox-access';
import { formatDateTime } from '@content/uk-dates';
import { pageNotFound } from '~/lib/page-guards.server';

export const meta: Route.MetaFunction = () => [{ title: 'Dev mailbox | Clearpath Law Coaching' }, { name: 'robots', content: 'noindex' }];

/** From this machine only (demo mode is the area's rule): the emails the portal has "sent". Anyone else gets 404. */
export async function loader({ context }: Route.LoaderArgs) {
  if (!mailboxOpenTo(context.clientAddress)) pageNotFound();
  return { messages: await listMailbox(context.services.db, { limit: 50 }) };
}

const linkPattern = /(https?:\/\/[^\s]+)/g;

/** Plain-text email with its links made clickable (no HTML from the email is rendered). */
function EmailText({ text }: { text: string }) {
  return (
    <p className="whitespace-pre-wrap break-words text-sm">
      {text.split(linkPattern).map((part, i) =>
        i % 2 === 1 ? (
          <a key={i} href={part} className="text-primary underline">
            {part}
          </a>
        ) : (
          part
        ),
      )}
    </p>
  );
}

export default function DevMailboxPage({ loaderData }: Route.ComponentProps) {
  const { messages } = loaderData;
  return (
    <>
      <PageHeader
        title="Dev mailbox"
        description="Demo mode: emails are stored here instead of being sent. This page does not exist in production."
      />
      <div className="mx-auto grid grid-cols-1 max-w-4xl gap-4 px-4 py-10 sm:px-6">
        {messages.length === 0 ? <p className="text-muted-foreground">No emails yet.</p> : null}
        {messages.map((message) => (
          <article key={message.id} className="rounded-lg border bg-card p-5">
            <header className="mb-3 border-b pb-3">
              <h2 className="font-sans text-base font-semibold">{message.subject}</h2>
              <p className="text-sm text-muted-foreground">
                To {message.to} · {formatDateTime(message.createdAt)}
              </p>
            </header>
            <EmailText text={message.text} />
          </article>
        ))}
      </div>
    </>
  );
}
