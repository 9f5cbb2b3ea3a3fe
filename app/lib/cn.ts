import { clsx, type ClassValue } from 'clsx';

/**
 * Joins class names, letting later Tailwind utilities override earlier ones of the same
 * kind (`cn('h-11 px-6', 'h-auto')` → `px-6 h-auto`), per variant (`hover:`, `dark:`, `sm:`).
 *
 * A small stand-in for tailwind-merge, whose full rule set (about 8 KB gzip) would ship on
 * every page: it knows the utility groups this app overrides (cn.test.ts checks it agrees
 * with tailwind-merge on every pair of classes the app uses). A class it does not know is
 * always kept, so an unknown override degrades to plain joining, never to a lost class.
 */
export function cn(...inputs: ClassValue[]) {
  return mergeClasses(clsx(inputs));
}

const displays = new Set(['block', 'inline-block', 'inline', 'flex', 'inline-flex', 'grid', 'inline-grid', 'hidden', 'contents', 'table', 'flow-root', 'list-item']);
const positions = new Set(['static', 'fixed', 'absolute', 'relative', 'sticky']);
const fontWeights = new Set(['thin', 'extralight', 'light', 'normal', 'medium', 'semibold', 'bold', 'extrabold', 'black']);
const textSizes = /^(xs|sm|base|lg|[2-9]?xl)$/;
const borderWidths = /^(\d+|\[\d[^\]]*\])?$/;
const borderStyles = new Set(['solid', 'dashed', 'dotted', 'double', 'hidden', 'none']);
const arbitraryColour = /^\[(#|rgb|hsl|oklch|oklab|lab|lch|color|var\(--colou?r)/;

/** Side-specific groups a shorthand overrides: a later `p-6` drops an earlier `pt-0`. */
const overrides: Record<string, string[]> = {
  p: ['px', 'py', 'ps', 'pe', 'pt', 'pr', 'pb', 'pl'],
  px: ['pr', 'pl', 'ps', 'pe'],
  py: ['pt', 'pb'],
  m: ['mx', 'my', 'ms', 'me', 'mt', 'mr', 'mb', 'ml'],
  mx: ['mr', 'ml', 'ms', 'me'],
  my: ['mt', 'mb'],
  size: ['w', 'h'],
  gap: ['gap-x', 'gap-y'],
  overflow: ['overflow-x', 'overflow-y'],
  rounded: ['rounded-t', 'rounded-r', 'rounded-b', 'rounded-l'],
  'border-w': ['border-w-x', 'border-w-y', 'border-w-t', 'border-w-r', 'border-w-b', 'border-w-l'],
  'border-w-x': ['border-w-r', 'border-w-l'],
  'border-w-y': ['border-w-t', 'border-w-b'],
  inset: ['inset-x', 'inset-y', 'top', 'right', 'bottom', 'left'],
  flex: ['basis', 'grow', 'shrink'],
  // In Tailwind 4 a font size sets its line height too.
  'text-size': ['leading'],
  'inset-x': ['right', 'left'],
  'inset-y': ['top', 'bottom'],
};

/** The group a utility (without variants, `!` or a leading `-`) belongs to, if known. */
function groupOf(utility: string): string | undefined {
  if (displays.has(utility)) return 'display';
  if (positions.has(utility)) return 'position';
  const dash = utility.indexOf('-');
  if (dash < 0) {
    if (utility === 'border') return 'border-w';
    if (utility === 'rounded') return 'rounded';
    if (utility === 'shadow') return 'shadow';
    if (utility === 'grow' || utility === 'shrink') return utility;
    return undefined;
  }
  const prefix = utility.slice(0, dash);
  const value = utility.slice(dash + 1);
  switch (prefix) {
    case 'p':
    case 'px':
    case 'py':
    case 'ps':
    case 'pe':
    case 'pt':
    case 'pr':
    case 'pb':
    case 'pl':
    case 'm':
    case 'mx':
    case 'my':
    case 'ms':
    case 'me':
    case 'mt':
    case 'mr':
    case 'mb':
    case 'ml':
    case 'w':
    case 'h':
    case 'size':
    case 'z':
    case 'top':
    case 'right':
    case 'bottom':
    case 'left':
    case 'opacity':
    case 'leading':
    case 'tracking':
    case 'whitespace':
    case 'self':
    case 'order':
    case 'basis':
      return prefix;
    case 'inset':
      return value.startsWith('x-') ? 'inset-x' : value.startsWith('y-') ? 'inset-y' : 'inset';
    case 'space':
      return value.startsWith('x-') ? 'space-x' : value.startsWith('y-') ? 'space-y' : undefined;
    case 'translate':
      return value.startsWith('x-') ? 'translate-x' : value.startsWith('y-') ? 'translate-y' : undefined;
    case 'break':
      return /^(normal|words|all|keep)$/.test(value) ? 'break' : undefined;
    case 'fill':
    case 'transition':
    case 'animate':
    case 'duration':
    case 'ease':
      return prefix;
    case 'outline':
    case 'underline':
      return value.startsWith('offset-') ? `${prefix}-offset` : undefined;
    case 'min':
    case 'max':
      return /^[wh]-/.test(value) ? `${prefix}-${value[0]}` : undefined;
    case 'gap':
      return value.startsWith('x-') ? 'gap-x' : value.startsWith('y-') ? 'gap-y' : 'gap';
    case 'overflow':
      return value.startsWith('x-') ? 'overflow-x' : value.startsWith('y-') ? 'overflow-y' : 'overflow';
    case 'text':
      if (textSizes.test(value)) return 'text-size';
      if (['left', 'center', 'right', 'justify', 'start', 'end'].includes(value)) return 'text-align';
      if (['wrap', 'nowrap', 'balance', 'pretty'].includes(value)) return 'text-wrap';
      if (['ellipsis', 'clip'].includes(value)) return 'text-overflow';
      if (value.startsWith('[')) return arbitraryColour.test(value) ? 'text-colour' : 'text-size';
      return 'text-colour';
    case 'font':
      if (fontWeights.has(value)) return 'font-weight';
      return 'font-family'; // font-sans, font-serif and the theme's other families
    case 'bg':
      return /^(clip|origin|fixed|local|scroll|repeat|no-repeat|bottom|center|left|right|top|auto|cover|contain|linear|radial|conic|none|blend)/.test(value)
        ? undefined
        : 'bg-colour';
    case 'border': {
      const side = /^([xytrbl])(?:-|$)/.exec(value);
      const rest = side ? value.slice(2) : value;
      const sideKey = side ? `-${side[1]}` : '';
      if (borderWidths.test(rest)) return `border-w${sideKey}`;
      if (!side && borderStyles.has(rest)) return 'border-style';
      if (/^(collapse|separate|spacing)/.test(rest)) return undefined;
      return `border-colour${sideKey}`;
    }
    case 'rounded': {
      const side = /^([trbl])(?:-|$)/.exec(value);
      return side ? `rounded-${side[1]}` : /^(s|e|ss|se|es|ee|tl|tr|br|bl)(-|$)/.test(value) ? undefined : 'rounded';
    }
    case 'shadow':
      return /^(2xs|xs|sm|md|lg|xl|2xl|none|inner)$/.test(value) ? 'shadow' : undefined;
    case 'items':
    case 'content':
      return /^(start|end|center|between|around|evenly|baseline|stretch|normal)/.test(value) ? prefix : undefined;
    case 'justify':
      if (value.startsWith('items-')) return 'justify-items';
      if (value.startsWith('self-')) return 'justify-self';
      return 'justify';
    case 'flex':
      if (/^(row|col)/.test(value)) return 'flex-direction';
      if (/^(wrap|nowrap|wrap-reverse)$/.test(value)) return 'flex-wrap';
      return 'flex';
    case 'grid':
      if (value.startsWith('cols-')) return 'grid-cols';
      if (value.startsWith('rows-')) return 'grid-rows';
      return undefined;
    case 'col':
    case 'row':
      return value.startsWith('span-') ? `${prefix}-span` : undefined;
    case 'grow':
    case 'shrink':
      return prefix;
    case 'list':
      return /^(none|disc|decimal|\[)/.test(value) ? 'list-type' : undefined;
    default:
      return undefined;
  }
}

/** Splits `dark:hover:bg-muted` into its variants and utility (brackets may hold colons). */
function splitVariants(token: string): [string, string] {
  let depth = 0;
  let last = -1;
  for (let i = 0; i < token.length; i++) {
    const char = token[i];
    if (char === '[' || char === '(') depth++;
    else if (char === ']' || char === ')') depth--;
    else if (char === ':' && depth === 0) last = i;
  }
  if (last < 0) return ['', token];
  // The order of variants does not change what they select: `hover:dark:` is `dark:hover:`.
  const variants = token.slice(0, last).split(':').sort().join(':');
  return [variants, token.slice(last + 1)];
}

function mergeClasses(classes: string) {
  const tokens = classes.split(/\s+/).filter(Boolean);
  const seen = new Set<string>();
  const taken = new Set<string>();
  const kept: string[] = [];
  // From the last class back: a class loses when a later one already took its group.
  for (let i = tokens.length - 1; i >= 0; i--) {
    const token = tokens[i]!;
    if (seen.has(token)) continue; // the same class twice
    seen.add(token);
    const [variants, rawUtility] = splitVariants(token);
    const important = rawUtility.startsWith('!') || rawUtility.endsWith('!');
    const utility = rawUtility.replace(/^!|!$/g, '').replace(/^-/, '');
    // An opacity or line-height modifier (`bg-muted/60`, `text-sm/6`) does not change the group.
    const group = groupOf(utility.replace(/\/[^/\]]*$/, ''));
    if (group === undefined) {
      kept.push(token);
      continue;
    }
    const scope = `${variants}|${important ? '!' : ''}`;
    if (taken.has(scope + group)) continue;
    taken.add(scope + group);
    for (const narrower of overrides[group] ?? []) taken.add(scope + narrower);
    kept.push(token);
  }
  return kept.reverse().join(' ');
}
