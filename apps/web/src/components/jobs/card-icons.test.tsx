import * as lucide from 'lucide-react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import * as fixed from './card-icons';

describe('the job card icons', () => {
  it.each(['MapPin', 'Banknote', 'Briefcase', 'Star'] as const)(
    '%s draws exactly what lucide-react draws, named or hidden',
    (name) => {
      const [Fixed, Lucide] = [fixed[name], lucide[name]];
      expect(renderToStaticMarkup(<Fixed className="size-4" aria-label="Location" />)).toBe(
        renderToStaticMarkup(<Lucide className="size-4" aria-label="Location" />),
      );
      expect(renderToStaticMarkup(<Fixed className="size-5 fill-amber-400" aria-hidden />)).toBe(
        renderToStaticMarkup(<Lucide className="size-5 fill-amber-400" aria-hidden />),
      );
    },
  );
});
