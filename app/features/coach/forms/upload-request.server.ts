/**
 * A page's multipart form, already read by its action, as the request the API's upload
 * receivers stream from, so a document posted to the page meets the endpoint's own checks
 * and messages. An empty file input (sent when no file was chosen) is left out, as an API
 * client would leave it: the receiver then asks for a file rather than calling it empty.
 */
export function uploadRequest(request: Request, form: FormData) {
  const body = new FormData();
  for (const [name, value] of form) {
    if (name === 'intent' || (typeof value !== 'string' && value.name === '' && value.size === 0)) continue;
    body.append(name, value);
  }
  return new Request(request.url, { method: 'POST', body });
}
