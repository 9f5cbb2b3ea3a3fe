import { site } from '@content/site';
import { cn } from '~/lib/cn';

const stats = [
  { value: site.stats.successMultiple, label: `the national average success rate of ${site.stats.nationalAverage}` },
  { value: site.stats.studentsCoached, label: 'students coached' },
  { value: site.stats.magicCirclePlacements, label: 'Magic Circle placements' },
  { value: site.stats.contractsSecured, label: 'training contracts or vacation schemes secured' },
];

/** The business's results, from the site configuration. */
export function StatsRow({ className }: { className?: string }) {
  return (
    <dl className={cn('grid grid-cols-2 gap-px overflow-hidden rounded-xl border bg-border lg:grid-cols-4', className)}>
      {stats.map((stat) => (
        <div key={stat.label} className="flex flex-col-reverse justify-end gap-2 bg-card p-5 text-center sm:p-8">
          <dt className="text-sm leading-snug text-muted-foreground">{stat.label}</dt>
          <dd className="font-serif text-4xl font-semibold tracking-tight text-primary sm:text-5xl">{stat.value}</dd>
        </div>
      ))}
    </dl>
  );
}
