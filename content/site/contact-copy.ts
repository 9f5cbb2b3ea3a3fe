// Contact page copy: plain text only, no Markdown or HTML. Business figures must
// match the site configuration (see copy.ts).

export const contactIntro: { title: string; body: string } = {
  title: 'Book your free 30-minute consultation',
  body: 'Tell us a little about your background and goals, and we will reply within 24 hours to arrange your free 30-minute consultation or answer your question. Our office hours are Mon-Fri 9AM-6PM GMT. For quick answers to common questions, visit our FAQ.',
};
