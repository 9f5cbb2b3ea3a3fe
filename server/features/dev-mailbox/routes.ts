import type { RouteFactory } from '../../http/route-table';
import { listMailbox } from './list-mailbox';

/** Demo mode only (never mounted in production): the outbox as JSON. */
export const devMailboxRoutes: RouteFactory = ({ db }) => [
  {
    method: 'GET',
    path: '/dev/mailbox',
    access: 'anyone',
    summary: 'Demo mode only: the stored outbox.',
    handler: async (c) => c.json({ messages: await listMailbox(db) }),
  },
];
