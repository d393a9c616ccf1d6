import type { Application } from '@skillmatch/shared/schemas/applications';
import { formatDate } from '../../../lib/format';
import { CandidateConversation } from './candidate-conversation';
import { StatusDot } from './pipeline-marks';

/**
 * What happened to the application, oldest first, each step with its date and note (the emails sent and
 * replies received among them); with `applicationId`, the conversation with the candidate under it.
 */
export function PipelineTimeline({
  timeline,
  applicationId,
}: {
  timeline: Application['timeline'];
  applicationId?: string;
}) {
  return (
    <>
      {timeline.length === 0 ? (
        <p className="text-sm text-zinc-600 dark:text-zinc-400">Nothing yet.</p>
      ) : (
        <ol className="space-y-3 border-l border-zinc-200 pl-4 dark:border-zinc-800">
          {timeline.map((entry, index) => (
            <li key={`${entry.stage}-${entry.date}-${index}`} className="relative">
              <span className="absolute top-1.5 -left-[1.3rem] flex">
                <StatusDot status={entry.stage} />
              </span>
              <p className="text-sm font-medium">{entry.stage}</p>
              <time dateTime={entry.date} className="text-xs text-zinc-600 dark:text-zinc-400">
                {formatDate(entry.date)}
              </time>
              {entry.note && <p className="mt-1 text-sm text-zinc-700 dark:text-zinc-300">{entry.note}</p>}
            </li>
          ))}
        </ol>
      )}
      {applicationId && (
        <section className="mt-5" aria-labelledby={`emails-${applicationId}`}>
          <h4 id={`emails-${applicationId}`} className="mb-2 text-sm font-semibold">
            Emails with the candidate
          </h4>
          <CandidateConversation applicationId={applicationId} />
        </section>
      )}
    </>
  );
}
