/** Where an upload is downloaded (the API lets in only its owner and coaches). */
export const uploadHref = (uploadId: string) => `/api/uploads/${encodeURIComponent(uploadId)}/file`;
