import { clientIp } from '../../platform/http-kit/client-ip';
import { notFound } from '../../platform/errors';
import type { RouteFactory } from '../kit/route-table';
import { listMailbox } from './list-mailbox';
import { mailboxOpenTo } from './mailbox-access';

/** Demo mode only (never mounted in production): the outbox as JSON, for this machine. */
export const devMailboxRoutes: RouteFactory = ({ db, config }) => [
  {
    method: 'GET',
    path: '/dev/mailbox',
    access: 'anyone',
    summary: 'Demo mode only, from this machine only: the stored outbox.',
    handler: async (c) => {
      if (!mailboxOpenTo(clientIp(c, config.trustProxy))) throw notFound('Not found');
      return c.json({ messages: await listMailbox(db) });
    },
  },
];
