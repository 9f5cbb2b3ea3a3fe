import { Children, isValidElement, type ReactElement, type ReactNode } from 'react';
import { Scripts } from 'react-router';

type ElementProps = { rel?: string; href?: string; children?: ReactNode };

/**
 * Inserts React Router's module preloads when the parser reaches it, at the end of <body>.
 * Like every classic script after the stylesheet link, it waits for the stylesheet, so the
 * scripts are requested once the first paint has all it needs.
 */
const preloadScript =
  "document.currentScript.dataset.modules.split(' ').forEach(function(href){var link=document.createElement('link');link.rel='modulepreload';link.href=href;document.head.appendChild(link)})";

/** The elements React Router's <Scripts> renders, nested fragments flattened. */
function flatten(node: ReactNode): ReactNode[] {
  return Children.toArray(node).flatMap((child) =>
    isValidElement<ElementProps>(child) && typeof child.type === 'symbol' ? flatten(child.props.children) : [child],
  );
}

const isModulePreload = (node: ReactNode): node is ReactElement<ElementProps> =>
  isValidElement<ElementProps>(node) && node.type === 'link' && node.props.rel === 'modulepreload';

/**
 * React Router's <Scripts>, but its module preloads are no longer <link>s in <head>, where
 * the preload scanner finds them at once and 130 KB of JavaScript shares a slow connection
 * with the stylesheet that the first paint waits for (ADR 0014). A small script requests
 * them instead when the stylesheet has arrived, all at once, so the module graph still
 * loads without a waterfall.
 */
export function PageScripts({ nonce }: { nonce: string | undefined }) {
  // Called, not rendered, to reshape its output; its hooks become this component's.
  const elements = flatten(Scripts({ nonce }));
  const modules = elements.filter(isModulePreload).map((link) => link.props.href);
  if (!modules.length) return elements; // hydrated: <Scripts> renders nothing any more
  return (
    <>
      <script nonce={nonce} data-modules={modules.join(' ')} dangerouslySetInnerHTML={{ __html: preloadScript }} />
      {elements.filter((element) => !isModulePreload(element))}
    </>
  );
}
