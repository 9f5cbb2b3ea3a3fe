import { networkError, toApiError } from '~/lib/api-client';

/**
 * POSTs one file as the multipart field `file`, reporting upload progress (0 to 1) as it
 * goes: XMLHttpRequest, because fetch cannot report an upload's progress. Rejects with an
 * ApiError in the contract's shape, like apiRequest.
 */
export function sendFile<T>(url: string, file: File, onProgress: (fraction: number) => void) {
  return new Promise<T>((resolve, reject) => {
    const request = new XMLHttpRequest();
    request.open('POST', url);
    request.responseType = 'json';
    request.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress(event.loaded / event.total);
    };
    request.onload = () => {
      if (request.status >= 200 && request.status < 300) return resolve(request.response as T);
      reject(toApiError(request.status, request.response));
    };
    request.onerror = () => reject(networkError());
    const form = new FormData();
    form.append('file', file);
    request.send(form);
  });
}
