import { campaignStages, opportunities, type ApplicationStage, type Opportunity } from '@content/firms';

/**
 * The forms of the /applications page. `track` is also posted by the deadlines calendar's
 * "Track this deadline" button; the row forms name their application (`rowIntent`).
 */
export const trackerIntents = { add: 'add', track: 'track', stage: 'stage', notes: 'notes', details: 'details', remove: 'remove' } as const;

/** Every card's stage moves share one fetcher: a move takes the card to another column, so the page shows the outcome. */
export const stageFetcherKey = 'application-stage';

/**
 * The campaign step before and after `stage`, if any. An offer has no step after it, and
 * an outcome (rejected, withdrawn) sits outside the steps: the stage list moves it.
 */
export function neighbouringStages(stage: ApplicationStage) {
  const index = campaignStages.indexOf(stage);
  if (index === -1) return { previous: undefined, next: undefined };
  return { previous: campaignStages[index - 1], next: campaignStages[index + 1] };
}

// Marks on the board's HTML, which the card-drag enhancement (`card-drag.ts`) reads and sets.
/** A column, naming the stage a card dropped there moves to. */
export const stageColumnAttribute = 'data-stage';
/** The column the dragged card is over. */
export const dropTargetAttribute = 'data-drop-target';
/** The card being dragged. */
export const draggingAttribute = 'data-dragging';
/** A card's stage form, naming its application: a drop sends it. */
export const stageFormAttribute = 'data-stage-form';

/** The element a moved application's card is known by, to take focus after a move. */
export const applicationAnchor = (id: string) => `application-${id}`;

/** How buttons and labels name one application: two at one firm differ by opening. */
export const applicationName = (application: { firm: string; opportunity: Opportunity }) =>
  `${application.firm} ${opportunities[application.opportunity].toLowerCase()}`;

/** The tracker's heading, which takes focus when a deleted application's card is gone. */
export const trackerHeadingId = 'tracker-title';
