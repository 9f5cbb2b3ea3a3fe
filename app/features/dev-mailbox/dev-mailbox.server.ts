// Server-only access to the demo outbox for the /dev/mailbox page.
export { listMailbox } from '../../../server/features/dev-mailbox/list-mailbox';
export { mailboxOpenTo } from '../../../server/features/dev-mailbox/mailbox-access';
