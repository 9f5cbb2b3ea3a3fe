/**
 * The article's HTML (rendered on the server from our own Markdown), set in a readable
 * measure. A small, hand-written stand-in for a typography plugin.
 */
const prose = [
  'text-lg leading-relaxed text-foreground',
  '[&>*+*]:mt-6',
  '[&_h2]:mt-14 [&_h2]:scroll-mt-24 [&_h2]:text-3xl [&_h2]:font-semibold [&_h2]:leading-tight',
  '[&_h3]:mt-10 [&_h3]:text-2xl [&_h3]:font-semibold [&_h3]:leading-snug',
  '[&_h4]:mt-8 [&_h4]:font-semibold',
  '[&_a]:font-medium [&_a]:text-primary [&_a]:underline [&_a]:decoration-gold [&_a]:underline-offset-4 hover:[&_a]:decoration-2',
  '[&_strong]:font-semibold',
  '[&_ul]:list-disc [&_ol]:list-decimal [&_ul,&_ol]:space-y-2 [&_ul,&_ol]:pl-6 [&_li]:pl-1 [&_li]:marker:text-primary',
  '[&_blockquote]:border-l-4 [&_blockquote]:border-gold [&_blockquote]:pl-5 [&_blockquote]:font-serif [&_blockquote]:text-xl [&_blockquote]:italic',
  '[&_code]:rounded [&_code]:bg-muted [&_code]:px-1.5 [&_code]:py-0.5 [&_code]:text-base',
  '[&_hr]:my-12 [&_hr]:border-border',
  '[&_table]:w-full [&_table]:text-base [&_th]:border-b [&_th]:py-2 [&_th]:text-left [&_td]:border-b [&_td]:py-2',
].join(' ');

export function ArticleBody({ html }: { html: string }) {
  return <div className={prose} dangerouslySetInnerHTML={{ __html: html }} />;
}
