import type { ComponentType } from 'react';
import { useMatches } from 'react-router';
import { pageHydrates } from '~/lib/route-handle';
import type { IslandComponent, IslandName, IslandProps } from './registry';
import { useIslandsServer } from './island-context';

type IslandArgs<Name extends IslandName> = { name: Name; component: IslandComponent<Name>; props: IslandProps<Name> };

/**
 * A part of the page that needs scripts. Written by the server into a plain page (ADR 0051), it
 * is its own React root: rendered on its own, with its props beside it, for the islands' script
 * to hydrate without React Router. Anywhere else (a page React Router hydrates, or renders in
 * the browser) it is simply the component.
 */
export function Island<Name extends IslandName>({ name, component, props }: IslandArgs<Name>) {
  const server = useIslandsServer();
  const plain = !pageHydrates(useMatches());
  // One island's props, checked where it is named; past here they are only passed on.
  const Component = component as unknown as ComponentType<Record<string, unknown>>;
  if (!server || !plain) return <Component {...props} />;
  const identifierPrefix = server.nextPrefix(name);
  return (
    <div
      className="contents"
      data-island={name}
      data-props={JSON.stringify(props)}
      data-id-prefix={identifierPrefix}
      // Its own root's HTML, so that what the browser hydrates matches it node for node.
      dangerouslySetInnerHTML={{ __html: server.render(<Component {...props} />, identifierPrefix) }}
    />
  );
}
