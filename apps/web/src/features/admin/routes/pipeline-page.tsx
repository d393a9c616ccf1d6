import { useState } from 'react';
import { searchParams } from '@skillmatch/shared/api/api-route';
import type { PipelineItem } from '@skillmatch/shared/schemas/admin';
import { LoadError } from '../../../components/ui/load-error';
import { plural } from '../../../lib/format';
import { usePipelineBoard, usePipelineList } from '../api/pipeline-queries';
import { AdminPageShell } from '../components/admin-page-shell';
import { Pager } from '../components/pager';
import { PipelineBoard, PipelineBoardSkeleton } from '../components/pipeline-board';
import { PipelineBulkBar } from '../components/pipeline-bulk-bar';
import { PipelineDetailPanel } from '../components/pipeline-detail-panel';
import { PipelineList } from '../components/pipeline-list';
import { PipelineMoveDialog } from '../components/pipeline-move-dialog';
import { PipelineEmpty } from '../components/pipeline-states';
import { PipelineToolbar } from '../components/pipeline-toolbar';
import type { MoveRequest, MoveTarget } from '../lib/pipeline-moves';
import { usePipelineParams } from '../lib/pipeline-params';
import { usePipelineSelection } from '../lib/pipeline-selection';

export const PIPELINE_PAGE_SIZE = 25;

/**
 * /admin/applications: every application, as a board by status or as a table, filtered by job and
 * applicant (all held in the URL). Applications move by drag and drop, by their Move menu or in bulk,
 * always through the confirming dialog; ?application=<id> opens one in the side panel.
 */
export function PipelinePage() {
  const [params, update] = usePipelineParams();
  const { jobId, q, view, status, sort, page } = params;
  // The board's cards by match score, or (any other order of the list) most recently updated.
  const boardFilters = sort === 'score' ? { jobId, q, sort: 'score' as const } : { jobId, q };
  const board = usePipelineBoard(boardFilters, view === 'board');
  const listParams = { jobId, q, status, sort, page, pageSize: PIPELINE_PAGE_SIZE };
  const list = usePipelineList(listParams, view === 'list');
  const selection = usePipelineSelection(
    view === 'board' ? `board?${searchParams({ jobId, q })}` : searchParams(listParams).toString(),
  );
  const [request, setRequest] = useState<MoveRequest | null>(null);
  const [dragging, setDragging] = useState<PipelineItem | null>(null);

  const moveOne = (target: MoveTarget, to: string) => setRequest({ targets: [target], to });
  const open = (item: PipelineItem) => update({ application: item.applicationId });
  const cardActions = {
    onOpen: open,
    onMove: moveOne,
    onSelect: selection.toggle,
    onSelectAll: selection.toggleAll,
    onDragStart: setDragging,
    onDragEnd: () => setDragging(null),
  };
  const clearFilters = () => update({ jobId: null, q: null, status: null });
  const filtered = Boolean(jobId || q || (view === 'list' && status));
  const listHref = (column: string) => `?${searchParams({ jobId, q, view: 'list', status: column })}`;

  const query = view === 'board' ? board : list;
  const empty =
    view === 'board' ? board.data?.columns.every((column) => column.total === 0) : list.data?.total === 0;
  const updating = query.isFetching && !query.isPending;

  return (
    <AdminPageShell
      title="Applications"
      subtitle="Move applicants through the pipeline, one by one or in bulk."
      width="max-w-7xl"
    >
      <PipelineToolbar params={params} update={update} />
      <div className="mt-6">
        {query.isError && !query.data ? (
          <LoadError what="the applications" onRetry={() => void query.refetch()} />
        ) : query.isPending && view === 'board' ? (
          <PipelineBoardSkeleton />
        ) : empty ? (
          <PipelineEmpty filtered={filtered} onClear={clearFilters} />
        ) : view === 'board' && board.data ? (
          <PipelineBoard
            board={board.data}
            listHref={listHref}
            updating={updating}
            selected={selection.ids}
            dragging={dragging}
            actions={cardActions}
            onDrop={(item, to) => {
              setDragging(null);
              moveOne(
                { applicationId: item.applicationId, name: item.applicant.name, status: item.status },
                to,
              );
            }}
          />
        ) : (
          <>
            <PipelineList
              list={list.data}
              selected={selection.ids}
              updating={updating}
              actions={cardActions}
            />
            {list.data && (
              <Pager
                label="Applications pages"
                page={page}
                total={list.data.total}
                pageSize={PIPELINE_PAGE_SIZE}
                busy={list.isPlaceholderData}
                onPage={(next) => update({ page: next })}
                summary={`${plural(list.data.total, 'application')} · `}
                place="page"
              />
            )}
          </>
        )}
      </div>
      <PipelineBulkBar
        targets={selection.targets}
        onMove={(to) => setRequest({ targets: selection.targets, to })}
        onClear={selection.clear}
      />
      <PipelineDetailPanel
        id={params.application}
        onClose={() => update({ application: null })}
        onMove={moveOne}
      />
      <PipelineMoveDialog
        request={request}
        onClose={() => setRequest(null)}
        // Moved cards carry a new status: a selection made before would offer the wrong moves.
        onMoved={selection.clear}
      />
    </AdminPageShell>
  );
}
