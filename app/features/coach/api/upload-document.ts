import { apiRequest } from '~/lib/api-client';

function documentForm(fields: Record<string, string>, file: File) {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  form.append('file', file);
  return form;
}

/** Replaces an item's PDF; members get the new one from their next link. */
export const replaceItemDocument = (itemId: string, file: File) =>
  apiRequest(`/api/admin/library/items/${encodeURIComponent(itemId)}/document`, { method: 'PUT', form: documentForm({}, file) });

/** Adds an item, with its PDF, at the end of a collection. */
export const addLibraryItem = (slug: string, fields: { title: string; description: string }, file: File) =>
  apiRequest(`/api/admin/library/${encodeURIComponent(slug)}/items`, { method: 'POST', form: documentForm(fields, file) });
