import { pathParam, json, type RouteFactory } from '../kit/route-table';
import { pathParams } from '../../platform/http-kit/path-params.schema';
import { unsubscribe } from './unsubscribe';

export const unsubscribeRoutes: RouteFactory = (services) => [
  {
    method: 'POST',
    operationId: 'unsubscribeByLink',
    path: '/unsubscribe/:token',
    params: { token: pathParams.token },
    access: 'anyone',
    responses: { 200: json('That kind of email is off for the link’s member.') },
    summary:
      'One-click unsubscribe (RFC 8058), the address in an email’s List-Unsubscribe header: turns that kind of email off for its member, no sign-in. Repeating it changes nothing; an unknown or expired link is a 404.',
    // The signed token is the authority; the `List-Unsubscribe=One-Click` body mail providers send adds nothing to check.
    handler: async (c) => c.json(await unsubscribe(services, { token: pathParam(c, 'token') })),
  },
  {
    method: 'GET',
    operationId: 'openUnsubscribeLink',
    path: '/unsubscribe/:token',
    params: { token: pathParams.token },
    access: 'anyone',
    responses: { 303: { description: 'To the page that asks before unsubscribing.' } },
    summary: 'The one-click address opened in a browser: changes nothing, and shows the page that asks before unsubscribing.',
    handler: (c) => c.redirect(`/unsubscribe/${pathParam(c, 'token')}`, 303),
  },
];
