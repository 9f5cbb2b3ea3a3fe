import { firmGroups, firms, opportunities } from '@content/firms';
import { closingSoonDays, closingSoonValue, type DeadlineFilters } from '@server/features/deadlines/deadline.schema';
import { Button } from '~/components/ui/button';
import { FormField } from '~/components/ui/form-field';
import { ChoiceSelect } from '~/components/ui/input';

const firmChoices = Object.fromEntries(firms.map((firm) => [firm.slug, firm.name]));

/** Where a filtered view opens: at its results, not the top of the page above the fold. */
export const deadlineResultsId = 'results';

/** The calendar's filters: a GET form, so a filtered view is a link and needs no script. */
export function DeadlineFiltersForm({ filters }: { filters: DeadlineFilters }) {
  const filtered = Object.values(filters).some(Boolean);
  return (
    <form method="get" action={`/deadlines#${deadlineResultsId}`} aria-label="Filter deadlines" className="grid gap-4 rounded-xl border bg-card p-5 shadow-sm md:grid-cols-2 lg:grid-cols-[repeat(3,minmax(0,1fr))_auto] lg:items-end">
      <FormField label="Opportunity">
        <ChoiceSelect name="opportunity" choices={opportunities} placeholder="All opportunities" defaultValue={filters.opportunity ?? ''} />
      </FormField>
      <FormField label="Firm group">
        <ChoiceSelect name="group" choices={firmGroups} placeholder="All groups" defaultValue={filters.group ?? ''} />
      </FormField>
      <FormField label="Firm">
        <ChoiceSelect name="firm" choices={firmChoices} placeholder="All firms" defaultValue={filters.firm ?? ''} />
      </FormField>
      <label className="flex h-10 cursor-pointer items-center gap-2 text-sm font-medium">
        <input type="checkbox" name="closing" value={closingSoonValue} defaultChecked={filters.closing === closingSoonValue} className="size-4 accent-[var(--primary)]" />
        Closing in the next {closingSoonDays} days
      </label>
      <div className="flex flex-wrap items-center gap-3 md:col-span-2 lg:col-span-4">
        <Button type="submit">Show deadlines</Button>
        {filtered ? (
          <a href="/deadlines" className="text-sm font-medium text-primary underline underline-offset-4">
            Clear filters
          </a>
        ) : null}
      </div>
    </form>
  );
}
