import { Hono } from 'hono';
import type { AppEnv, Services } from './features/kit/context';
import { json, mountRoutes, type ApiRoute } from './features/kit/route-table';
import { accessGuard } from './features/kit/access';
import { buildOpenApi, renderApiDocs } from './http/openapi';
import { devMailboxRoutes } from './features/dev-mailbox/routes';
import { enquiryRoutes } from './features/enquiries/routes';
import { authRoutes } from './features/auth/routes';
import { accountRoutes } from './features/account/routes';
import { billingRoutes } from './features/billing/routes';
import { libraryRoutes } from './features/library/routes';
import { uploadRoutes } from './features/uploads/routes';
import { recordingRoutes } from './features/recordings/routes';
import { reviewRoutes } from './features/reviews/routes';
import { coachReviewRoutes } from './features/reviews/coach-routes';
import { adminRoutes } from './features/admin/routes';
import { deadlineRoutes } from './features/deadlines/routes';
import { applicationRoutes } from './features/applications/routes';
import { answerRoutes } from './features/answers/routes';
import { practiceRoutes } from './features/practice/routes';
import { interviewRoutes } from './features/interviews/routes';
import { dataExportRoutes } from './features/data-export/routes';
import { unsubscribeRoutes } from './features/unsubscribe/routes';
import { practiceAdminRoutes } from './features/practice-admin/routes';
import { interviewAdminRoutes } from './features/interview-admin/routes';

/** Every /api route, with who may call it. Tests walk this table. */
export function apiRouteTable(services: Services): ApiRoute[] {
  const features: ApiRoute[] = [
    ...authRoutes(services),
    ...accountRoutes(services),
    ...dataExportRoutes(services),
    ...billingRoutes(services),
    ...libraryRoutes(services),
    ...uploadRoutes(services),
    ...recordingRoutes(services),
    ...reviewRoutes(services),
    ...coachReviewRoutes(services),
    ...applicationRoutes(services),
    ...answerRoutes(services),
    ...practiceRoutes(services),
    ...interviewRoutes(services),
    ...adminRoutes(services),
    ...enquiryRoutes(services),
    ...deadlineRoutes(services),
    ...practiceAdminRoutes(services),
    ...interviewAdminRoutes(services),
    ...unsubscribeRoutes(services),
    ...(services.config.demo ? devMailboxRoutes(services) : []),
  ];
  return [...features, ...docsRoutes(features, services.config.publicUrl)];
}

/** The API's own description, built from the same table. */
function docsRoutes(features: ApiRoute[], publicUrl: string): ApiRoute[] {
  const docs: ApiRoute[] = [
    {
      method: 'GET',
      operationId: 'getApiDescription',
      path: '/openapi.json',
      access: 'anyone',
      responses: { 200: json('This description.') },
      summary: 'This API, described (OpenAPI 3.1).',
      handler: (c) => c.json(buildOpenApi([...features, ...docs], publicUrl)),
    },
    {
      method: 'GET',
      operationId: 'getApiDocsPage',
      path: '/docs',
      access: 'anyone',
      responses: { 200: { description: 'The page.', type: 'text/html' } },
      summary: 'This API, as a readable page.',
      handler: (c) => c.html(renderApiDocs([...features, ...docs])),
    },
  ];
  return docs;
}

/** The JSON API, mounted at /api. */
export function createApiRoutes(services: Services) {
  const api = new Hono<AppEnv>();
  mountRoutes(api, apiRouteTable(services), accessGuard(services));
  return api;
}
