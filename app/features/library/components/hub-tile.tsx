import { ArrowRight, Lock } from 'lucide-react';
import type { MouseEvent } from 'react';
import { Link } from 'react-router';
import type { NoAccess } from '@server/features/billing/access-standing';
import { noAccessSentence } from '~/lib/no-access-words';
import { toast } from '~/components/ui/toaster';
import { cn } from '~/lib/cn';
import { CollectionIcon } from './collection-icon';

type Tile = { title: string; description: string; path: string; icon: string; itemCount: number; completedCount: number };

/**
 * A premium collection. Without access the click says why (no plan, paused until, ended on) in
 * the Premium Content toast and goes nowhere (the link still works without JavaScript: the page
 * itself shows why, and the way back).
 */
export function HubTile({ tile, noAccess }: { tile: Tile; noAccess: NoAccess | null }) {
  const subscribed = !noAccess;
  const blockWithoutPlan = (event: MouseEvent) => {
    if (!noAccess) return;
    event.preventDefault();
    toast.error('Premium Content', {
      description: noAccess.kind === 'none' ? 'This content requires a premium subscription. Please upgrade to access.' : noAccessSentence(noAccess),
    });
  };
  return (
    <Link
      to={tile.path}
      onClick={blockWithoutPlan}
      className="group flex h-full flex-col rounded-xl border bg-card p-6 shadow-sm transition hover:-translate-y-0.5 hover:shadow-md focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring"
    >
      <span className="grid size-11 place-items-center rounded-lg bg-accent text-accent-foreground">
        <CollectionIcon name={tile.icon} className="size-5" />
      </span>
      <span className="mt-4 font-serif text-xl font-semibold">{tile.title}</span>
      <span className="mt-2 flex-1 text-sm text-muted-foreground">{tile.description}</span>
      {subscribed ? (
        <span className="mt-4 text-xs text-muted-foreground">
          {tile.completedCount} of {tile.itemCount} completed
        </span>
      ) : null}
      <span
        className={cn(
          'mt-4 inline-flex items-center gap-2 self-start rounded-md px-3 py-2 text-sm font-medium',
          subscribed ? 'bg-primary text-primary-foreground' : 'bg-secondary text-secondary-foreground',
        )}
      >
        {subscribed ? (
          <>
            Launch <ArrowRight className="size-4 transition group-hover:translate-x-0.5" aria-hidden="true" />
          </>
        ) : (
          <>
            <Lock className="size-4" aria-hidden="true" /> {noAccess?.kind === 'paused' ? 'Paused' : 'Upgrade to Access'}
          </>
        )}
      </span>
    </Link>
  );
}
