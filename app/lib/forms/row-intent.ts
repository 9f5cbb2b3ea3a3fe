/**
 * A page that lists records (enquiries, library items) has one form of a kind per row, all
 * posting to the page's action. The intent names the row too (`note:<id>`), so the action
 * knows which record to write and the result shows on that row alone, whether it came back
 * to a fetcher or, without JavaScript, to the re-rendered page.
 */
export const rowIntent = (kind: string, id: string) => `${kind}:${id}`;

/** The kind of form sent and, for a row's form, the id of its record ('' otherwise). */
export function readIntent(form: FormData): { kind: string; id: string } {
  const intent = form.get('intent');
  return typeof intent === 'string' ? splitIntent(intent) : { kind: '', id: '' };
}

/** An intent as written (`note:<id>`, or a result's `intent`) split into its kind and its row's id ('' for none). */
export function splitIntent(intent: string): { kind: string; id: string } {
  const colon = intent.indexOf(':');
  return colon < 0 ? { kind: intent, id: '' } : { kind: intent.slice(0, colon), id: intent.slice(colon + 1) };
}
