import { Quote } from 'lucide-react';
import type { Testimonial } from '@content/site/copy';
import { cn } from '~/lib/cn';
import { StarRating } from './star-rating';

/** A client's words, their name and outcome, and their rating. */
export function TestimonialCard({
  testimonial,
  featured = false,
  className,
}: {
  testimonial: Testimonial;
  featured?: boolean;
  className?: string;
}) {
  return (
    <figure
      className={cn(
        'relative flex h-full flex-col gap-5 rounded-xl border bg-card p-6 text-card-foreground shadow-sm sm:p-8',
        className,
      )}
    >
      <Quote aria-hidden="true" className="absolute right-6 top-6 size-10 text-accent" />
      <StarRating rating={testimonial.rating} />
      <blockquote className={cn('flex-1 leading-relaxed', featured ? 'font-serif text-xl sm:text-2xl' : 'text-base')}>
        <p>“{testimonial.quote}”</p>
      </blockquote>
      <figcaption className="flex items-center gap-3 border-t pt-5">
        <span
          aria-hidden="true"
          className="grid size-10 shrink-0 place-items-center rounded-full bg-accent font-serif font-semibold text-accent-foreground"
        >
          {testimonial.name.charAt(0)}
        </span>
        <span className="text-sm">
          <span className="block font-semibold">{testimonial.name}</span>
          <span className="block text-muted-foreground">{testimonial.outcome}</span>
        </span>
      </figcaption>
    </figure>
  );
}
