import { useIslandsServer } from './island-context';

/**
 * The islands' script of a plain page that asks for it (ADR 0051); a module, so it runs once
 * the page is parsed. Only the server writes it: in the browser React Router is already
 * running. In development, fast refresh's runtime goes first (`dev-preamble.ts`).
 */
export function IslandsScript() {
  const server = useIslandsServer();
  if (!server) return null;
  return (
    <>
      {import.meta.env.DEV ? <script type="module" src="/app/islands/dev-preamble.ts" /> : null}
      <script type="module" src={server.scriptUrl} />
    </>
  );
}
