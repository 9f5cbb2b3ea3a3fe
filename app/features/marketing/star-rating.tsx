/**
 * Stars for sighted readers, the same rating in words for screen readers. Text glyphs, not
 * icons: a page of testimonials would otherwise carry a kilobyte of SVG per star.
 */
export function StarRating({ rating, outOf = 5 }: { rating: number; outOf?: number }) {
  return (
    <p className="text-base leading-none tracking-widest">
      <span className="sr-only">
        Rated {rating} out of {outOf}
      </span>
      <span aria-hidden="true" className="text-gold">
        {'★'.repeat(rating)}
      </span>
      <span aria-hidden="true" className="text-muted-foreground">
        {'★'.repeat(outOf - rating)}
      </span>
    </p>
  );
}
