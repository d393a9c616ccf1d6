/**
 * The places of the 2024 postings as a job board shows them ("Austin, TX", "London, United Kingdom"),
 * with the currency a job there pays in and how pay there compares with the US national level.
 */

export interface Place {
  name: string;
  currency: string;
  /** Pay there as a share of the US national median, in the local currency's numbers. */
  payFactor: number;
}

const COUNTRIES: Record<string, { currency: string; payFactor: number }> = {
  'United Kingdom': { currency: 'GBP', payFactor: 0.52 },
  Canada: { currency: 'CAD', payFactor: 0.88 },
  Australia: { currency: 'AUD', payFactor: 0.95 },
};

/** Places where pay runs well above or below the country's level (metro-area wage differences). */
const LOCAL_FACTORS: [RegExp, number][] = [
  [
    /^(San Francisco|San Jose|Palo Alto|Mountain View|Sunnyvale|Santa Clara|Menlo Park|Cupertino|Redwood City|Oakland|Fremont|Foster City|San Mateo|South San Francisco), CA$/,
    1.26,
  ],
  [/^(New York|Brooklyn|Jersey City|Hoboken|Newark|Stamford), (NY|NJ|CT)$/, 1.18],
  [/^(Seattle|Bellevue|Redmond|Kirkland), WA$/, 1.16],
  [/^(Boston|Cambridge|Waltham|Burlington), MA$/, 1.15],
  [
    /^(Washington, DC|(Arlington|McLean|Reston|Herndon|Tysons|Alexandria|Chantilly), VA|(Bethesda|Rockville|Annapolis Junction|Columbia), MD)$/,
    1.12,
  ],
  [/^(Los Angeles|Santa Monica|Irvine|San Diego|Sacramento|Pasadena|Culver City), CA$/, 1.1],
  [/, (CA|WA|MA|NJ|CT|NY|DC)$/, 1.05],
  [
    /^(Chicago, IL|Denver, CO|Austin, TX|Portland, OR|Minneapolis, MN|Philadelphia, PA|Baltimore, MD|Atlanta, GA|Dallas, TX|Houston, TX)$/,
    1.02,
  ],
  [/, (MS|AR|WV|AL|KY|OK|LA|SD|IA|NE|KS|MO|TN|SC|ID|MT|NM|IN)$/, 0.92],
  [/^London, United Kingdom$/, 1.2],
  [/^(Toronto|Vancouver), Canada$/, 1.05],
  [/^(Sydney|Melbourne), Australia$/, 1.04],
];

/**
 * A posting's place as a board shows it, or null when it names no city ("United States",
 * "Greater Boston", "Texas, United States").
 */
export function placeName(raw: string): string | null {
  const us = raw.match(/^([^,]+), ([A-Z]{2})$/);
  if (us) return `${us[1]}, ${us[2]}`;
  const abroad = raw.match(/^([^,]+), [^,]+, (United Kingdom|Canada|Australia)$/);
  if (!abroad) return null;
  const city = abroad[1]!.replace(/^City of /, '').replace(/ City$/, '');
  return `${city}, ${abroad[2]}`;
}

export function placeOf(name: string): Place {
  const country = Object.keys(COUNTRIES).find((candidate) => name.endsWith(`, ${candidate}`));
  const base = country ? COUNTRIES[country]! : { currency: 'USD', payFactor: 1 };
  const local = LOCAL_FACTORS.find(([pattern]) => pattern.test(name))?.[1] ?? 1;
  return { name, currency: base.currency, payFactor: base.payFactor * local };
}
