import { z } from 'zod';
import { clientIp } from '../../platform/http-kit/client-ip';
import { notFound } from '../../platform/errors';
import { pathParam, json, type RouteFactory } from '../kit/route-table';
import { findRawMessage, listMailbox } from './list-mailbox';
import { pathParams } from '../../platform/http-kit/path-params.schema';
import { mailboxOpenTo } from './mailbox-access';

/** Demo mode only (never mounted in production): the outbox as JSON, for this machine. */
export const devMailboxRoutes: RouteFactory = ({ db, config }) => [
  {
    method: 'GET',
    operationId: 'listDevMailbox',
    path: '/dev/mailbox',
    access: 'anyone',
    responses: { 200: json('The stored outbox.', z.object({ messages: z.array(z.looseObject({ id: z.string() })) })) },
    refusals: [404],
    summary: 'Demo mode only, from this machine only: the stored outbox.',
    handler: async (c) => {
      if (!mailboxOpenTo(clientIp(c, config.trustProxy))) throw notFound('Not found');
      return c.json({ messages: await listMailbox(db) });
    },
  },
  {
    method: 'GET',
    operationId: 'getDevMailboxMessage',
    path: '/dev/mailbox/:id/raw',
    access: 'anyone',
    responses: { 200: { description: 'The email as sent.', type: 'message/rfc822' } },
    params: { id: pathParams.recordId },
    summary: 'Demo mode only, from this machine only: one stored email as sent (message/rfc822).',
    handler: async (c) => {
      if (!mailboxOpenTo(clientIp(c, config.trustProxy))) throw notFound('Not found');
      const raw = await findRawMessage(db, { id: pathParam(c, 'id') });
      if (!raw) throw notFound('No such email');
      return c.body(raw, 200, { 'content-type': 'message/rfc822' });
    },
  },
];
