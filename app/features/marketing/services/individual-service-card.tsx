import { Clock } from 'lucide-react';
import type { IndividualService } from '@content/site/copy';
import { Button } from '~/components/ui/button';
import { Badge } from '../badge';
import { CheckList } from '../check-list';

/** A one-off coaching service; none can be booked yet. */
export function IndividualServiceCard({ service }: { service: IndividualService }) {
  const titleId = `service-${service.id}`;
  return (
    <article
      aria-labelledby={titleId}
      className="flex h-full flex-col rounded-2xl border bg-card p-6 text-card-foreground shadow-sm sm:p-8"
    >
      <div className="flex flex-wrap gap-2">
        <Badge variant="muted">Coming Soon</Badge>
        {service.badge ? <Badge variant="primary">{service.badge}</Badge> : null}
      </div>
      <h3 id={titleId} className="mt-4 text-2xl font-semibold">
        {service.name}
      </h3>
      <p className="mt-3 flex flex-wrap items-center gap-x-4 gap-y-1">
        <span className="font-serif text-3xl font-semibold">{service.priceLabel}</span>
        <span className="inline-flex items-center gap-1.5 text-sm text-muted-foreground">
          <Clock aria-hidden="true" className="size-4" />
          {service.duration}
        </span>
      </p>
      <p className="mt-4 leading-relaxed text-muted-foreground">{service.summary}</p>
      <h4 className="mt-6 text-sm font-semibold">What is included</h4>
      <CheckList items={service.includes} className="mt-3 flex-1" />
      <Button disabled variant="secondary" className="mt-8 w-full">
        Coming Soon
      </Button>
    </article>
  );
}
