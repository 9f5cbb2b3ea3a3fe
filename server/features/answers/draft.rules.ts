import { multiLineTextProblem } from '../../platform/http-kit/text.rules';
import { trackerLimits } from '../applications/tracker-limits';

/**
 * The one rule for a draft answer's text, kept free of zod: the save schema is built from it,
 * and the answer box applies it as the member types (an over-long paste is told beside the
 * box before any save), without the page loading zod.
 */
export const maxDraftCharacters = trackerLimits.answerCharacters;
/** Written when needed: formatting a number loads locale data, which the answer box's script should not pay for as the page opens. */
export const draftTooLong = () =>
  `Please keep an answer under ${maxDraftCharacters.toLocaleString('en-GB')} characters: no application question asks for more`;

/** What the server would say of this draft, or `undefined` when it would be saved. Not trimmed: a draft is kept as typed. */
export const draftTextProblem = (text: string) => multiLineTextProblem(text, maxDraftCharacters, draftTooLong);
