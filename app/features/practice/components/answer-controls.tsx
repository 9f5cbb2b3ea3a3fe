import type { PracticeQuestion } from '@server/features/practice/practice-queries';
import { fieldNames } from '../answer-fields';

const selectClass = 'h-10 w-full min-w-0 rounded-md border border-input bg-background px-3 text-sm sm:w-auto sm:max-w-full';
const radioClass = 'size-4 accent-[var(--primary)]';

type ControlsProps = {
  question: PracticeQuestion;
  /** What the fields show: the saved answer, or what was just sent when it was refused. */
  values: Record<string, string>;
  /** The id of the refusal's message, when the answer was refused. */
  errorId: string | undefined;
};

const invalid = (errorId: string | undefined) => (errorId ? { 'aria-invalid': true as const, 'aria-describedby': errorId } : {});

/** One radio per option (every critical-thinking question). */
function ChoiceControls({ question, values, errorId }: ControlsProps) {
  return (
    <fieldset className="grid min-w-0 gap-2" {...(errorId ? { 'aria-describedby': errorId } : {})}>
      <legend className="mb-2 text-sm font-medium">Your answer</legend>
      {question.options.map((option) => (
        <label key={option.id} className="flex items-center gap-3 rounded-md border p-3 text-sm has-[:checked]:border-primary has-[:checked]:bg-accent">
          <input type="radio" name={fieldNames.choice} value={option.id} defaultChecked={values[fieldNames.choice] === option.id} className={radioClass} {...invalid(errorId)} />
          {option.text}
        </label>
      ))}
    </fieldset>
  );
}

/** The responses listed once, then a select each for the most and the least effective. */
function MostLeastControls({ question, values, errorId }: ControlsProps) {
  return (
    <fieldset className="grid min-w-0 gap-4" {...(errorId ? { 'aria-describedby': errorId } : {})}>
      <legend className="mb-2 text-sm font-medium">Your answer: the most and the least effective response</legend>
      <ol className="grid list-[upper-alpha] gap-2 pl-6 text-sm">
        {question.options.map((option) => (
          <li key={option.id}>{option.text}</li>
        ))}
      </ol>
      {(['most', 'least'] as const).map((pick) => (
        <label key={pick} className="grid min-w-0 gap-1 text-sm font-medium">
          {pick === 'most' ? 'Most effective' : 'Least effective'}
          <select name={fieldNames[pick]} defaultValue={values[fieldNames[pick]] ?? ''} className={selectClass} {...invalid(errorId)}>
            <option value="">Choose a response</option>
            {question.options.map((option, index) => (
              <option key={option.id} value={option.id}>
                {String.fromCharCode(65 + index)}: {option.text}
              </option>
            ))}
          </select>
        </label>
      ))}
    </fieldset>
  );
}

const ratingWords = ['1: not effective', '2: slightly effective', '3: fairly effective', '4: very effective'];

/** For each response, its own 1-4 radio group. */
function RateControls({ question, values, errorId }: ControlsProps) {
  return (
    <div className="grid gap-4">
      <p className="text-sm font-medium">Rate how effective each response is, from 1 (not effective) to 4 (very effective)</p>
      {question.options.map((option, index) => (
        <fieldset key={option.id} className="grid min-w-0 gap-2 rounded-md border p-3" {...(errorId ? { 'aria-describedby': errorId } : {})}>
          <legend className="px-1 text-sm">
            <span className="font-medium">{String.fromCharCode(65 + index)}.</span> {option.text}
          </legend>
          <div className="flex flex-wrap gap-x-5 gap-y-2">
            {ratingWords.map((words, rating) => (
              <label key={words} className="flex items-center gap-2 text-sm">
                <input
                  type="radio"
                  name={fieldNames.rating(option.id)}
                  value={String(rating + 1)}
                  defaultChecked={values[fieldNames.rating(option.id)] === String(rating + 1)}
                  className={radioClass}
                  {...invalid(errorId)}
                />
                {words}
              </label>
            ))}
          </div>
        </fieldset>
      ))}
    </div>
  );
}

/** For each response, a select of its rank (1 is the most effective). */
function RankControls({ question, values, errorId }: ControlsProps) {
  const places = question.options.map((_, index) => String(index + 1));
  return (
    <fieldset className="grid min-w-0 gap-3" {...(errorId ? { 'aria-describedby': errorId } : {})}>
      <legend className="mb-2 text-sm font-medium">Rank the responses from 1 (most effective) to {places.length} (least effective), each rank once</legend>
      {question.options.map((option, index) => (
        <label key={option.id} className="grid min-w-0 gap-2 rounded-md border p-3 text-sm sm:grid-cols-[1fr_auto] sm:items-center">
          <span>
            <span className="font-medium">{String.fromCharCode(65 + index)}.</span> {option.text}
          </span>
          <select name={fieldNames.rank(option.id)} defaultValue={values[fieldNames.rank(option.id)] ?? ''} className={selectClass} {...invalid(errorId)}>
            <option value="">Rank</option>
            {places.map((place) => (
              <option key={place} value={place}>
                {place}
              </option>
            ))}
          </select>
        </label>
      ))}
    </fieldset>
  );
}

/** The fields a question is answered with, by its format. */
export function AnswerControls(props: ControlsProps) {
  switch (props.question.format) {
    case 'choice':
      return <ChoiceControls {...props} />;
    case 'most-least':
      return <MostLeastControls {...props} />;
    case 'rate':
      return <RateControls {...props} />;
    case 'rank':
      return <RankControls {...props} />;
  }
}
