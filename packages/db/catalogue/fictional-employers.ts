/**
 * Invented employers for the demo catalogue. Each real employer of the 2024 postings lends its sector
 * and places to an invented one, so the board keeps the postings' spread of cities and kinds of
 * employer, while no invented job carries a real company's name.
 */
import type { Random } from '../src/seed/random';
import type { Sector } from './employers';

/** Names for places and things that are nobody's brand on their own. */
const STEMS = [
  'Alder',
  'Amberly',
  'Ashgrove',
  'Bellhaven',
  'Birchfield',
  'Bluestem',
  'Bramble',
  'Brightwater',
  'Cairnmoor',
  'Calder',
  'Cedarline',
  'Clearbrook',
  'Copperleaf',
  'Cressfield',
  'Dovecote',
  'Eastmere',
  'Elmstead',
  'Emberly',
  'Fairholm',
  'Fernwood',
  'Foxglove',
  'Galloway Point',
  'Glenhollow',
  'Goldcrest',
  'Greyfield',
  'Halcyon Bay',
  'Harrowgate',
  'Hartwell',
  'Hazelmoor',
  'Heronsgate',
  'Hollybrook',
  'Ironbridge',
  'Juniper Hill',
  'Kestrel',
  'Kingsmere',
  'Lakemont',
  'Larkspur',
  'Linden Vale',
  'Lochlan',
  'Marblehead Row',
  'Marrowby',
  'Millbrook',
  'Mossgiel',
  'Northcote',
  'Oakhurst',
  'Orchard Lane',
  'Osprey',
  'Pinecrest',
  'Quarry Hill',
  'Ravensworth',
  'Redfern',
  'Ridgeway',
  'Rowan',
  'Saltmarsh',
  'Silverbirch',
  'Sorrel',
  'Stonebridge',
  'Summerhill',
  'Tamarack',
  'Thistledown',
  'Timberlane',
  'Trillium',
  'Vantor',
  'Westbury',
  'Whitfield',
  'Willowmere',
  'Wrenfield',
  'Yarrow',
];

interface Kind {
  /** What follows the stem ("Brightwater Health"). */
  suffixes: string[];
  /** What the company is, for its About text ("a community health system"). */
  what: string[];
  /** What it does, a sentence after its name. */
  does: string[];
  /** The sector as the job page shows it. */
  label: string;
  /** Head counts it may have. */
  size: [number, number];
}

const KINDS: Record<Sector, Kind> = {
  tech: {
    label: 'Software',
    suffixes: ['Software', 'Labs', 'Cloud', 'Data', 'Technologies', 'Systems'],
    what: ['a software company', 'a cloud platform company', 'a product company'],
    does: [
      'builds tools that help teams plan, ship and measure their work',
      'runs a data platform used by retailers and lenders',
      'makes scheduling and billing software for small businesses',
    ],
    size: [80, 4000],
  },
  itServices: {
    label: 'IT services',
    suffixes: ['Consulting', 'IT Services', 'Digital', 'Solutions'],
    what: ['an IT services firm', 'a technology consultancy'],
    does: [
      'builds and runs software for public bodies and mid-sized companies',
      'moves companies to the cloud and keeps their systems running',
    ],
    size: [40, 1500],
  },
  care: {
    label: 'Healthcare provider',
    suffixes: ['Health', 'Medical Center', 'Community Hospital', 'Health System', 'Clinic', 'Care Partners'],
    what: ['a community health system', 'a regional hospital group', 'a network of clinics'],
    does: [
      'runs hospitals, urgent care and primary care clinics across the region',
      'cares for patients at home, in clinics and in its teaching hospital',
    ],
    size: [300, 12000],
  },
  dental: {
    label: 'Dental care',
    suffixes: ['Dental', 'Family Dentistry', 'Dental Group', 'Smiles'],
    what: ['a group of dental practices', 'a family dental practice'],
    does: [
      'offers general, cosmetic and children’s dentistry',
      'runs dental offices open evenings and weekends',
    ],
    size: [12, 400],
  },
  lifeSciences: {
    label: 'Life sciences',
    suffixes: ['Therapeutics', 'Biosciences', 'Diagnostics', 'Pharma', 'Health Plan'],
    what: ['a life sciences company', 'a diagnostics company', 'a health plan'],
    does: [
      'develops treatments for rare diseases',
      'runs laboratories that test samples for hospitals and clinics',
      'covers members through employer and public health plans',
    ],
    size: [60, 6000],
  },
  finance: {
    label: 'Banking and finance',
    suffixes: ['Bank', 'Credit Union', 'Capital', 'Financial', 'Savings'],
    what: ['a community bank', 'a member-owned credit union', 'an investment firm'],
    does: [
      'serves families and small businesses with accounts, loans and mortgages',
      'manages savings and retirement plans for its members',
    ],
    size: [50, 5000],
  },
  insurance: {
    label: 'Insurance',
    suffixes: ['Insurance', 'Mutual', 'Assurance'],
    what: ['an insurer', 'a mutual insurance company'],
    does: ['insures homes, cars and small businesses', 'offers life and disability cover through employers'],
    size: [100, 7000],
  },
  retail: {
    label: 'Retail',
    suffixes: ['Market', 'Outfitters', 'Home & Garden', 'Stores', 'Grocers'],
    what: ['a retailer', 'a regional grocery chain'],
    does: [
      'runs neighbourhood stores and an online shop',
      'sells home, garden and outdoor goods in its stores',
    ],
    size: [200, 15000],
  },
  consumer: {
    label: 'Consumer goods',
    suffixes: ['Foods', 'Brands', 'Beverage Co.', 'Kitchens'],
    what: ['a food maker', 'a consumer brands company'],
    does: ['makes snacks and drinks sold across the country', 'makes household and personal care products'],
    size: [150, 8000],
  },
  logistics: {
    label: 'Transport and logistics',
    suffixes: ['Freight', 'Logistics', 'Transport', 'Distribution', 'Carriers'],
    what: ['a freight carrier', 'a logistics company'],
    does: ['moves freight by road and rail', 'runs warehouses and deliveries for online retailers'],
    size: [100, 9000],
  },
  aviation: {
    label: 'Aviation and aerospace',
    suffixes: ['Air', 'Aerospace', 'Aviation'],
    what: ['a regional airline', 'an aerospace manufacturer'],
    does: ['flies passengers and cargo between regional airports', 'builds and services aircraft components'],
    size: [200, 10000],
  },
  industry: {
    label: 'Manufacturing and energy',
    suffixes: ['Manufacturing', 'Industries', 'Energy', 'Components', 'Works'],
    what: ['a manufacturer', 'an energy company'],
    does: ['makes parts for vehicles and machinery', 'generates and supplies power to the region'],
    size: [150, 9000],
  },
  buildings: {
    label: 'Architecture and construction',
    suffixes: ['Builders', 'Architects', 'Construction', 'Engineering'],
    what: ['an architecture practice', 'a construction company', 'an engineering firm'],
    does: ['designs schools, housing and offices', 'builds and renovates commercial buildings'],
    size: [20, 2500],
  },
  media: {
    label: 'Media and design',
    suffixes: ['Media', 'Studios', 'Creative', 'Publishing'],
    what: ['a media company', 'a design studio', 'a publisher'],
    does: ['makes video, games and campaigns for brands', 'publishes magazines, books and podcasts'],
    size: [15, 2000],
  },
  education: {
    label: 'Education',
    suffixes: ['College', 'Institute', 'Academy', 'School District'],
    what: ['a college', 'a school district', 'an institute'],
    does: ['teaches undergraduate and vocational courses', 'runs public schools for the area'],
    size: [100, 5000],
  },
  government: {
    label: 'Public sector',
    suffixes: ['County', 'Regional Authority', 'Public Services'],
    what: ['a local government', 'a public agency'],
    does: [
      'provides public services to the county’s residents',
      'runs transport, water and parks for the region',
    ],
    size: [200, 8000],
  },
  consulting: {
    label: 'Consulting',
    suffixes: ['Partners', 'Advisory', 'Consulting Group', 'Associates'],
    what: ['a consulting firm', 'an advisory firm'],
    does: ['advises companies on finance, risk and operations', 'audits and advises mid-sized companies'],
    size: [30, 3000],
  },
  travel: {
    label: 'Travel and hospitality',
    suffixes: ['Hotels', 'Resorts', 'Travel', 'Journeys'],
    what: ['a hotel group', 'a travel company'],
    does: ['runs hotels and resorts in cities and on the coast', 'books holidays and business travel'],
    size: [100, 6000],
  },
};

export interface FictionalEmployer {
  name: string;
  sector: string;
  about: string;
}

function headCount(random: Random, [min, max]: [number, number]): string {
  // Most companies are small: a draw skewed towards the low end, rounded as a company states it.
  const count = min + (max - min) * random.next() ** 2;
  const step = count < 100 ? 10 : count < 1000 ? 50 : 500;
  return (Math.round(count / step) * step).toLocaleString('en-US');
}

/**
 * An invented employer for a real one's sector, unlike every name in `taken` (the postings' employers
 * and the names already invented); `home` is where it posts most.
 */
export function inventEmployer(
  random: Random,
  sector: Sector,
  home: string,
  taken: Set<string>,
): FictionalEmployer {
  const kind = KINDS[sector];
  for (let attempt = 0; attempt < 10_000; attempt++) {
    const name = `${random.pick(STEMS)} ${random.pick(kind.suffixes)}`;
    if (taken.has(name.toLowerCase())) continue;
    taken.add(name.toLowerCase());
    const what = random.pick(kind.what);
    const about = `${name} is ${what} based in ${home} with about ${headCount(random, kind.size)} people. It ${random.pick(kind.does)}.`;
    return { name, sector: kind.label, about };
  }
  throw new Error(`No ${sector} name left to invent: add stems or suffixes`);
}
