import { ArrowLeft, ArrowRight } from 'lucide-react';
import { useFetcher } from 'react-router';
import { applicationStages, campaignStages, outcomeStages, type ApplicationStage } from '@server/features/applications/application.schema';
import { Button } from '~/components/ui/button';
import { Select } from '~/components/ui/input';
import { rowIntent } from '~/lib/forms/row-intent';
import { neighbouringStages, stageFetcherKey, stageFormAttribute, trackerIntents } from '../tracker-intents';

/**
 * Moves one application between stages without a pointer: a stage list (the campaign's
 * steps, then the outcomes) and its Move button, and buttons one step back and on. Each is
 * a plain form posting to the page's action (a fetcher with scripts), so it works without
 * JavaScript too.
 */
export function StageControls({ application, name }: { application: { id: string; stage: ApplicationStage }; name: string }) {
  const fetcher = useFetcher({ key: stageFetcherKey });
  const intent = rowIntent(trackerIntents.stage, application.id);
  const moving = fetcher.state !== 'idle' && fetcher.formData?.get('intent') === intent;
  const { previous, next } = neighbouringStages(application.stage);
  const selectId = `stage-${application.id}`;

  const stepButton = (stage: ApplicationStage | undefined, direction: 'back' | 'on') => {
    if (!stage) return null;
    const Icon = direction === 'back' ? ArrowLeft : ArrowRight;
    return (
      <fetcher.Form method="post" preventScrollReset>
        <input type="hidden" name="intent" value={intent} />
        <input type="hidden" name="stage" value={stage} />
        <Button type="submit" variant="ghost" size="sm" disabled={moving} aria-label={`Move ${name} ${direction} to ${applicationStages[stage]}`}>
          {direction === 'back' ? <Icon aria-hidden="true" /> : null}
          {direction === 'back' ? 'Back' : 'On'} to {applicationStages[stage]}
          {direction === 'on' ? <Icon aria-hidden="true" /> : null}
        </Button>
      </fetcher.Form>
    );
  };

  const options = (stages: readonly ApplicationStage[]) =>
    stages.map((stage) => (
      <option key={stage} value={stage}>
        {applicationStages[stage]}
      </option>
    ));

  return (
    <div className="grid gap-2">
      {/* The form a drop on another column sends, with that column's stage chosen. */}
      <fetcher.Form method="post" preventScrollReset className="flex items-end gap-2" {...{ [stageFormAttribute]: application.id }}>
        <input type="hidden" name="intent" value={intent} />
        <div className="grid min-w-32 flex-1 gap-1">
          <label htmlFor={selectId} className="text-xs text-muted-foreground">
            Stage<span className="sr-only"> of {name}</span>
          </label>
          {/* Keyed by stage: a move made elsewhere (the step buttons, a drag) shows here too. */}
          <Select key={application.stage} id={selectId} name="stage" defaultValue={application.stage} className="h-9 w-full min-w-0">
            <optgroup label="Steps">{options(campaignStages)}</optgroup>
            <optgroup label="Outcomes">{options(outcomeStages)}</optgroup>
          </Select>
        </div>
        <Button type="submit" size="sm" variant="outline" disabled={moving} aria-label={`Move ${name}`}>
          Move
        </Button>
      </fetcher.Form>
      {previous || next ? (
        <div className="flex flex-wrap justify-between gap-2">
          {stepButton(previous, 'back') ?? <span />}
          {stepButton(next, 'on')}
        </div>
      ) : null}
    </div>
  );
}
