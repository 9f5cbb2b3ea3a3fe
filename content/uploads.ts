// What a member may upload, beside the catalogues so the browser's upload desk can import it
// without the server's schemas (and the schema library they would bring to every page with a desk).

/** The per-file limit: 10 MiB (10485760 bytes). */
export const maxUploadBytes = 10 * 1024 * 1024;

/**
 * Everything one member may keep uploaded at once: 100 MiB, ten files at the per-file
 * limit. Deleting a file frees its room.
 */
export const memberStorageQuotaBytes = 100 * 1024 * 1024;

/** The MIME types a browser reports for PDF, DOC and DOCX: the browser-side filter. */
export const uploadableMimeTypes = [
  'application/pdf',
  'application/msword',
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
] as const;

/** The file picker's `accept`: extensions too, for systems that report no MIME type. */
export const uploadAccept = ['.pdf', '.doc', '.docx', ...uploadableMimeTypes].join(',');
