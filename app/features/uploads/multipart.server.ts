/** A multipart post is a file for an action to stream (never to read whole as a form). */
export const isMultipart = (request: Request) =>
  request.headers.get('content-type')?.toLowerCase().startsWith('multipart/form-data') ?? false;
