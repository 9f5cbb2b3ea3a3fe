import { readMethods, type ApiRoute } from '@server/features/kit/route-table';

/** The API's writes that take a JSON body (uploads, documents and webhooks take other bodies). */
export const isJsonWrite = (route: ApiRoute) =>
  !readMethods.has(route.method) && !route.path.startsWith('/webhooks/') && !route.path.includes('/annotated-file') && route.path !== '/uploads' && !route.path.endsWith('/document') && !route.path.endsWith('/items');
