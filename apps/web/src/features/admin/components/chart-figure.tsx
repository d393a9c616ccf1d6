import { useId, type ReactNode } from 'react';
import { cardClass } from './dashboard-card';
import { usePhoneFold } from './phone-fold';

export interface ChartDatum {
  label: string;
  value: number;
}

/**
 * A chart in a card: the caption states the finding, the drawing is hidden from screen readers, and a
 * visually hidden table carries every number for them instead.
 */
export function ChartFigure({
  title,
  subject,
  columns,
  data,
  empty,
  children,
}: {
  /** The finding, e.g. "12 applications this week, up from 8". */
  title: string;
  /** What is charted, e.g. "Applications per week". */
  subject: string;
  columns: [label: string, value: string];
  data: ChartDatum[];
  /** Shown instead of the drawing (and readable) when there is nothing to draw. */
  empty?: ReactNode;
  children: ReactNode;
}) {
  const captionId = useId();
  // On a phone the finding stays and the drawing opens on request.
  const fold = usePhoneFold(`the ${subject.toLowerCase()} chart`);
  return (
    // Named by its caption explicitly: not every browser and reader derives it from <figcaption>.
    <figure className={cardClass} aria-labelledby={captionId}>
      <div className="flex items-start justify-between gap-3">
        <figcaption id={captionId}>
          <span className="block text-xs font-medium tracking-wide text-zinc-600 uppercase dark:text-zinc-400">
            {subject}
          </span>
          <span className="mt-1 block text-base font-semibold tracking-tight">{title}</span>
        </figcaption>
        {!empty && fold.toggle}
      </div>
      {empty ? (
        <div className="mt-4 text-sm text-zinc-600 dark:text-zinc-400">{empty}</div>
      ) : (
        <div id={fold.body.id} className={`mt-4 ${fold.body.className}`} aria-hidden>
          {children}
        </div>
      )}
      <table className="sr-only">
        <caption>{subject}</caption>
        <thead>
          <tr>
            <th scope="col">{columns[0]}</th>
            <th scope="col">{columns[1]}</th>
          </tr>
        </thead>
        <tbody>
          {data.map((datum) => (
            <tr key={datum.label}>
              <th scope="row">{datum.label}</th>
              <td>{datum.value.toLocaleString('en-US')}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </figure>
  );
}

/** Horizontal bars with a label and the number beside each (the number is always written, not only drawn). */
export function HorizontalBars({
  data,
  colourOf,
}: {
  data: ChartDatum[];
  colourOf: (label: string) => string;
}) {
  const most = Math.max(1, ...data.map((datum) => datum.value));
  return (
    <ul className="space-y-2.5">
      {data.map((datum) => (
        <li key={datum.label} className="grid grid-cols-[6.5rem_1fr_2.5rem] items-center gap-3 text-sm">
          <span className="truncate text-zinc-700 dark:text-zinc-300">{datum.label}</span>
          <span className="h-3 rounded-full bg-zinc-100 dark:bg-zinc-800">
            <span
              className={`block h-3 rounded-full ${colourOf(datum.label)}`}
              style={{ width: `${(datum.value / most) * 100}%` }}
            />
          </span>
          <span className="text-right tabular-nums">{datum.value.toLocaleString('en-US')}</span>
        </li>
      ))}
    </ul>
  );
}
