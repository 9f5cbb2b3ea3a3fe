import { ApiError } from '~/lib/api-client';

/**
 * What an upload's failure toast says: the standard line, then the server's reason (wrong
 * type, too large, too many uploads, connection lost) so the member knows what to change.
 */
export function uploadFailureMessage(fileName: string, error: unknown) {
  const failed = `Failed to upload ${fileName}`;
  return error instanceof ApiError ? `${failed}: ${error.message}` : failed;
}
