import type { ReactNode } from 'react';
import { Section } from './section';
import { SectionHeading } from './section-heading';

/** The band at the top of an inner page, holding its one h1. */
export function PageIntro({
  eyebrow,
  title,
  description,
  children,
}: {
  eyebrow: string;
  title: string;
  description: ReactNode;
  children?: ReactNode;
}) {
  return (
    <Section
      labelledBy="page-title"
      tone="muted"
      className="intro-glow border-b py-14 sm:py-20"
    >
      <SectionHeading id="page-title" as="h1" eyebrow={eyebrow} title={title} description={description} />
      {children ? <div className="mt-8 flex flex-wrap justify-center gap-3">{children}</div> : null}
    </Section>
  );
}
