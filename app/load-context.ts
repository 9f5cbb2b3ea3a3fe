import type { PageContext } from '@server/features/kit/context';

// Loaders receive the server's services through React Router's load context.
declare module 'react-router' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  interface AppLoadContext extends PageContext {}
}
