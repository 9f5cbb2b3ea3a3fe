import { sectionNames } from './coach-forms';
import { keyNotation, optionLetters } from './item-sheet';

/** What the item form shows from the server's rules: option letters, each format's key notation, the sections' names. */
export const itemSheetNotes = { optionLetters, keyNotation, sectionNames };
