import { ArrowRight } from 'lucide-react';
import { Link } from 'react-router';
import { featuredTestimonial, heroCopy } from '@content/site/copy';
import { BookingLink } from '~/components/layout/booking-link';
import { Button } from '~/components/ui/button';
import { cn } from '~/lib/cn';
import { inverseMutedText, inverseOutlineButton, inverseSurface } from '../inverse';
import { TestimonialCard } from '../testimonial-card';

/** The home page's opening: promise, the two calls to action, and a client's words. */
export function Hero() {
  return (
    <section aria-labelledby="hero-title" className={cn('relative overflow-hidden hero-glow', inverseSurface)}>
      <div className="relative mx-auto grid max-w-7xl items-center gap-12 px-4 py-16 sm:px-6 sm:py-24 lg:grid-cols-[1.15fr_1fr] lg:gap-16">
        <div>
          <p className="inline-flex items-center gap-2 rounded-full border border-gold/40 px-3 py-1 text-sm font-medium text-[oklch(0.88_0.08_85)] dark:text-gold">
            <span aria-hidden="true" className="size-1.5 rounded-full bg-gold" />
            {heroCopy.eyebrow}
          </p>
          <h1 id="hero-title" className="mt-6 text-4xl font-semibold leading-[1.1] sm:text-5xl lg:text-6xl">
            {heroCopy.title}
          </h1>
          <p className={cn('mt-6 max-w-2xl text-lg leading-relaxed', inverseMutedText)}>{heroCopy.subtitle}</p>
          <div className="mt-10 flex flex-col gap-3 sm:flex-row">
            <BookingLink variant="gold" size="lg" />
            <Button asChild size="lg" variant="outline" className={inverseOutlineButton}>
              <Link to="/services">
                View Our Services
                <ArrowRight aria-hidden="true" />
              </Link>
            </Button>
          </div>
        </div>
        <TestimonialCard testimonial={featuredTestimonial} featured className="h-auto shadow-2xl dark:bg-muted" />
      </div>
    </section>
  );
}
