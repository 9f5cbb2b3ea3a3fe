import { cn } from '~/lib/cn';

/** Label and value pairs (a record's key details) as a definition list in a grid. */
export function FactList({ facts, className }: { facts: [label: string, value: string][]; className?: string }) {
  return (
    <dl className={cn('grid gap-3 text-sm sm:grid-cols-3', className)}>
      {facts.map(([label, value]) => (
        <div key={label}>
          <dt className="text-muted-foreground">{label}</dt>
          <dd className="font-medium">{value}</dd>
        </div>
      ))}
    </dl>
  );
}
