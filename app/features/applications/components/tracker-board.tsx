import type { TrackedApplication } from '@server/features/applications/application-queries';
import { applicationStageIds, applicationStages } from '@server/features/applications/application.schema';
import { ScrollRegion } from '~/components/ui/scroll-region';
import { stageColumnAttribute } from '../tracker-intents';
import { ApplicationCard } from './application-card';

/**
 * The board: a column per stage, in campaign order, each card soonest closing first; cards
 * drag between columns by their handles, which light the column under them.
 */
export function TrackerBoard({ applications }: { applications: TrackedApplication[] }) {
  return (
    <ScrollRegion label="Applications by stage" className="pb-4">
      <div className="grid auto-cols-[18rem] grid-flow-col gap-4">
        {applicationStageIds.map((stage) => {
          const inStage = applications.filter((application) => application.stage === stage);
          return (
            <section
              key={stage}
              {...{ [stageColumnAttribute]: stage }}
              aria-labelledby={`column-${stage}`}
              className="grid content-start gap-3 rounded-xl bg-muted/50 p-3 data-drop-target:bg-accent data-drop-target:outline-2 data-drop-target:outline-primary"
            >
              <h3 id={`column-${stage}`} className="flex items-baseline justify-between text-sm font-semibold">
                {applicationStages[stage]} <span className="font-normal text-muted-foreground">{inStage.length}</span>
              </h3>
              {inStage.length > 0 ? (
                <ul className="grid gap-3">
                  {inStage.map((application) => (
                    <li key={application.id}>
                      <ApplicationCard application={application} />
                    </li>
                  ))}
                </ul>
              ) : (
                <p className="text-sm text-muted-foreground">None</p>
              )}
            </section>
          );
        })}
      </div>
    </ScrollRegion>
  );
}
