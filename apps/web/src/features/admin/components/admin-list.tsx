import type { ReactNode } from 'react';

/** What a list shows: skeletons, a message (empty, failed), or its rows. */
export type ListState<T> =
  { kind: 'loading' } | { kind: 'message'; content: ReactNode } | { kind: 'rows'; rows: T[] };

export const skeletonLine = 'h-4 animate-pulse rounded bg-zinc-100 dark:bg-zinc-800';
const message = 'px-4 py-10 text-center text-zinc-600 dark:text-zinc-400';
const dimmed = (updating: boolean) => (updating ? 'opacity-60' : '');
const busy = (state: ListState<unknown>, updating: boolean) =>
  state.kind === 'loading' || updating || undefined;

interface ListProps<T> {
  state: ListState<T>;
  /** Fresh rows are on their way: the shown ones dim. */
  updating: boolean;
  skeletonRows: number;
}

/** Wide screens: a dense table with its column heads; `renderRow` draws one loaded row. */
export function ListTable<T>({
  columns,
  alignRight,
  labelledBy,
  state,
  updating,
  skeletonRows,
  skeletonCells,
  renderRow,
}: ListProps<T> & {
  columns: readonly string[];
  /** The column whose head and cells sit on the right. */
  alignRight: string;
  labelledBy: string;
  skeletonCells: ReactNode;
  renderRow: (row: T) => ReactNode;
}) {
  return (
    <div className="overflow-x-auto">
      <table
        aria-labelledby={labelledBy}
        aria-busy={busy(state, updating)}
        className={`w-full text-left text-sm transition-opacity ${dimmed(updating)}`}
      >
        <thead className="bg-zinc-50 text-xs font-medium tracking-wide text-zinc-600 uppercase dark:bg-zinc-900 dark:text-zinc-400">
          <tr>
            {columns.map((column) => (
              <th
                key={column}
                scope="col"
                className={`px-4 py-2.5 font-medium ${column === alignRight ? 'text-right' : ''}`}
              >
                {column}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y divide-zinc-200 dark:divide-zinc-800">
          {state.kind === 'loading' &&
            Array.from({ length: skeletonRows }, (_, index) => (
              <tr key={index} data-testid="skeleton-row">
                {skeletonCells}
              </tr>
            ))}
          {state.kind === 'message' && (
            <tr>
              <td colSpan={columns.length} className={message}>
                {state.content}
              </td>
            </tr>
          )}
          {state.kind === 'rows' && state.rows.map(renderRow)}
        </tbody>
      </table>
    </div>
  );
}

/** Phones: one card a row; `renderCard` draws one loaded card. */
export function ListCards<T>({
  label,
  state,
  updating,
  skeletonRows,
  skeletonBars,
  renderCard,
}: ListProps<T> & {
  label: string;
  skeletonBars: ReactNode;
  renderCard: (row: T) => ReactNode;
}) {
  if (state.kind === 'message') return <div className={message}>{state.content}</div>;
  return (
    <ul
      aria-label={label}
      aria-busy={busy(state, updating)}
      className={`divide-y divide-zinc-200 transition-opacity dark:divide-zinc-800 ${dimmed(updating)}`}
    >
      {state.kind === 'loading' &&
        Array.from({ length: skeletonRows }, (_, index) => (
          <li key={index} data-testid="skeleton-row" className="space-y-2 p-4">
            {skeletonBars}
          </li>
        ))}
      {state.kind === 'rows' && state.rows.map(renderCard)}
    </ul>
  );
}
