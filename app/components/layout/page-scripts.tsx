import { Children, cloneElement, isValidElement, type ReactElement, type ReactNode } from 'react';
import { Scripts } from 'react-router';

type ElementProps = { rel?: string; href?: string; type?: string; children?: ReactNode };

/** The type that keeps React Router's module script inert until the loader below starts it. */
const waitingModuleType = 'text/x-module-after-paint';

/**
 * Runs at the end of <body>, so after the stylesheet (a classic script waits for it). Once
 * the browser reports the first contentful paint (or after a second, for a browser without
 * paint timing, and at once in a background tab, which does not paint), it requests the
 * page's modules together, then starts the module script. The started script keeps the
 * original's nonce, or matches the cached page's hash (ADR 0004).
 *
 * Until React has hydrated, a button would do nothing, or, as the submit button of one of
 * our script-driven forms (no `action`), send the fields as a GET to the page's own URL:
 * such clicks are held and replayed once, after hydration (hydration-marker.tsx). Links,
 * and forms with an action (React Router's <Form>), work without scripts and are left alone.
 */
const loadAfterPaint = `(function(modules){
var held=[];
function hold(e){
if(document.documentElement.hasAttribute('data-hydrated'))return document.removeEventListener('click',hold,true);
var b=e.target.closest&&e.target.closest('button');
if(!b||(b.type==='submit'&&b.form&&b.form.hasAttribute('action')))return;
e.preventDefault();e.stopPropagation();
if(held.indexOf(b)<0)held.push(b);
}
document.addEventListener('click',hold,true);
window.__replayHeldClicks=function(){document.removeEventListener('click',hold,true);held.splice(0).forEach(function(b){if(b.isConnected)b.click()})};
var started=false;
function load(){
if(started)return;started=true;
modules.split(' ').forEach(function(href){var l=document.createElement('link');l.rel='modulepreload';l.href=href;document.head.appendChild(l)});
document.querySelectorAll('script[type="${waitingModuleType}"]').forEach(function(w){var s=document.createElement('script');s.type='module';s.nonce=w.nonce;s.textContent=w.textContent;w.replaceWith(s)});
}
if(document.hidden)return load();
try{new PerformanceObserver(function(list){list.getEntriesByName('first-contentful-paint').length&&load()}).observe({type:'paint',buffered:true})}catch(e){}
setTimeout(load,1000);
})(document.currentScript.dataset.modules)`;

/** The elements React Router's <Scripts> renders, nested fragments flattened. */
function flatten(node: ReactNode): ReactNode[] {
  return Children.toArray(node).flatMap((child) =>
    isValidElement<ElementProps>(child) && typeof child.type === 'symbol' ? flatten(child.props.children) : [child],
  );
}

const isScriptOfType = (node: ReactNode, type: string): node is ReactElement<ElementProps> =>
  isValidElement<ElementProps>(node) && node.type === 'script' && node.props.type === type;

const isModulePreload = (node: ReactNode): node is ReactElement<ElementProps> =>
  isValidElement<ElementProps>(node) && node.type === 'link' && node.props.rel === 'modulepreload';

/**
 * React Router's <Scripts>, but nothing of the page's JavaScript is requested before the
 * first paint (ADR 0014): its module preloads, which the preload scanner would fetch at
 * once alongside the stylesheet, and its module script, whose imports start as soon as it
 * is parsed, wait for the loader above. The module graph still loads in one go.
 */
export function PageScripts({ nonce }: { nonce: string | undefined }) {
  // Called, not rendered, to reshape its output; its hooks become this component's.
  const elements = flatten(Scripts({ nonce }));
  const modules = elements.filter(isModulePreload).map((link) => link.props.href);
  // Hydrated (<Scripts> renders nothing any more), or a React Router that renders otherwise.
  if (!modules.length || !elements.some((element) => isScriptOfType(element, 'module'))) return elements;
  return (
    <>
      {elements
        .filter((element) => !isModulePreload(element))
        .map((element) => (isScriptOfType(element, 'module') ? cloneElement(element, { type: waitingModuleType }) : element))}
      <script nonce={nonce} data-modules={modules.join(' ')} dangerouslySetInnerHTML={{ __html: loadAfterPaint }} />
    </>
  );
}
