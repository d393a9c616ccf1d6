/** What a card's icon says: its name for a screen reader, or nothing when the text beside it says it. */
type IconProps = { className: string } & ({ 'aria-label': string } | { 'aria-hidden': true });

/**
 * An icon drawn as lucide-react draws it, the same tags and attributes, from fixed markup: a job list draws
 * the card's icons some eighty times a page, and lucide's component works out each icon's attributes and
 * shapes again on every render (card-icons.test.tsx checks the two draw the same).
 */
function fixedIcon(name: string, shapes: string) {
  const inner = { __html: shapes };
  return function FixedIcon({ className, ...label }: IconProps) {
    return (
      <svg
        xmlns="http://www.w3.org/2000/svg"
        width="24"
        height="24"
        viewBox="0 0 24 24"
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
        strokeLinecap="round"
        strokeLinejoin="round"
        className={`lucide lucide-${name} ${className}`}
        {...label}
        dangerouslySetInnerHTML={inner}
      />
    );
  };
}

export const MapPin = fixedIcon(
  'map-pin',
  '<path d="M20 10c0 4.993-5.539 10.193-7.399 11.799a1 1 0 0 1-1.202 0C9.539 20.193 4 14.993 4 10a8 8 0 0 1 16 0"></path><circle cx="12" cy="10" r="3"></circle>',
);
export const Banknote = fixedIcon(
  'banknote',
  '<rect width="20" height="12" x="2" y="6" rx="2"></rect><circle cx="12" cy="12" r="2"></circle><path d="M6 12h.01M18 12h.01"></path>',
);
export const Briefcase = fixedIcon(
  'briefcase',
  '<path d="M16 20V4a2 2 0 0 0-2-2h-4a2 2 0 0 0-2 2v16"></path><rect width="20" height="14" x="2" y="6" rx="2"></rect>',
);
export const Star = fixedIcon(
  'star',
  '<path d="M11.525 2.295a.53.53 0 0 1 .95 0l2.31 4.679a2.123 2.123 0 0 0 1.595 1.16l5.166.756a.53.53 0 0 1 .294.904l-3.736 3.638a2.123 2.123 0 0 0-.611 1.878l.882 5.14a.53.53 0 0 1-.771.56l-4.618-2.428a2.122 2.122 0 0 0-1.973 0L6.396 21.01a.53.53 0 0 1-.77-.56l.881-5.139a2.122 2.122 0 0 0-.611-1.879L2.16 9.795a.53.53 0 0 1 .294-.906l5.165-.755a2.122 2.122 0 0 0 1.597-1.16z"></path>',
);
