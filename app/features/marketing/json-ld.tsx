import { useNonce } from '~/lib/nonce';

/**
 * Structured data for search engines. A data block, never executed, but it carries the
 * request's CSP nonce anyway; `<` is escaped so text cannot close the script element.
 */
export function JsonLd({ data }: { data: Record<string, unknown> }) {
  const nonce = useNonce();
  return (
    <script
      type="application/ld+json"
      nonce={nonce}
      dangerouslySetInnerHTML={{ __html: JSON.stringify(data).replace(/</g, '\\u003c') }}
    />
  );
}
