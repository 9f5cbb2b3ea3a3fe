/**
 * The brand's "inverse" surface: deep navy with light text in the light theme, a raised
 * navy card in the dark theme (where primary turns gold). Classes for things placed on it.
 */
export const inverseSurface = 'bg-primary text-primary-foreground dark:bg-card dark:text-card-foreground';

export const inverseMutedText = 'text-primary-foreground/85 dark:text-muted-foreground';

/** An outline button that reads on the inverse surface in both themes. */
export const inverseOutlineButton =
  'border-primary-foreground/40 bg-transparent text-primary-foreground hover:bg-primary-foreground/10 dark:border-input dark:text-foreground dark:hover:bg-muted';
