import type { PageContext } from '@server/features/kit/context';

// Loaders, actions and middleware receive the server's services on React Router's context
// (a RouterContextProvider with the page context's fields, built in server/app.ts).
declare module 'react-router' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  interface RouterContextProvider extends PageContext {}
}
