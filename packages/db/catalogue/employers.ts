/**
 * Which kind of employer each company of the 2024 postings is, read from its name, so that a nurse is
 * hired by a health system and a truck driver by a carrier. Job boards and staffing agencies post for
 * others and are left out; so is a company no rule names (fewer employers rather than wrong ones).
 */

export type Sector =
  | 'tech'
  | 'dental'
  | 'itServices'
  | 'care'
  | 'lifeSciences'
  | 'finance'
  | 'insurance'
  | 'retail'
  | 'consumer'
  | 'logistics'
  | 'aviation'
  | 'industry'
  | 'buildings'
  | 'media'
  | 'education'
  | 'government'
  | 'consulting'
  | 'travel';

/** Boards, aggregators and agencies: the postings name them, but they are not the employer. */
const NOT_EMPLOYERS =
  /recruit|recrut|staffing|\bjobs?\b|jobsin|jobline|careers?\b|talent|headhunt|\bsearch\b|personnel|employment|placement|volunteer|crowd|\bhire|\bdice\b|clearancejobs|experfy|harnham|michael page|robert half|kforce|insight global|judge group|jobot|cybercoders|actalent|experis|\bhays\b|apex systems|teksystems|randstad|adecco|manpower|aerotek|\blhh\b|russell tobin|eteam|spectraforce|compunnel|diverse lynx|net2source|mastech|selby jennings|peoplebank|gables|workathome|matcha|hireio|merit321|appleone|cypress hcm|nigel frank|digital waffle|clickjobs|careerbeacon|biospace|health ecareers|efinancialcareers|latitude|wise skulls|creative circle|ledgent|lorven|\bkelly\b|\breed\b|people group|signify technology|in technology group|retail options|truckwash|foundation\b|friends of|miracle network/i;

/** Rules in order, the first that names a company wins: a university hospital is a hospital. */
const RULES: [Sector, RegExp][] = [
  ['dental', /dental|orthodont/i],
  [
    'care',
    /hospitals?\b|health ?care\b|health ?system|medical (center|group)|clinic\b|kaiser permanente|\bmercy\b|\bupmc\b|\bhca\b|trinity health|ascension|atrium health|sutter|intermountain|geisinger|ochsner|\bnhs\b|health authority|health services\b|penn medicine|nursing|rehab|hospice|children's health|\bhealth$|\bhealth \(|lifepoint health|mainehealth|health$/i,
  ],
  [
    'government',
    /^(the )?(state|commonwealth|city|county|government|department|office) of|\bdepartment (of|for)\b|county government|(?<!mclennan )\bagency\b|\bfederal (?!credit|home loan|reserve)|national laborator|health and human services|public health|\bgov(ernment)?\b|\bcity of\b|\bstate of\b|scottish government|administration\b|commission\b/i,
  ],
  [
    'education',
    /universit|college|\bschool\b|\bisd\b|virginia tech|carnegie mellon|\bmit\b|academy|education/i,
  ],
  [
    'lifeSciences',
    /pharm|biotech|\bbio|genentech|pfizer|abbvie|\broche\b|sanofi|astrazeneca|bristol myers|boehringer|mckesson|abbott|medtronic|stryker|novartis|merck|eli lilly|amgen|labcorp|quest diagnostics|eurofins|cigna|humana|aetna|optum|unitedhealth|centene|molina|\belevance|health plan|diagnostic|therapeutics|medical/i,
  ],
  [
    'insurance',
    /insurance|assurance|geico|\busaa\b|the hartford|allstate|progressive|state farm|prudential|metlife|\baig\b|chubb|travelers|nationwide|liberty mutual|selective|arch capital|pma companies|^intact$|\baflac\b/i,
  ],
  [
    'finance',
    /\bbank|bancorp|credit union|capital one|financial|\bfinance\b|investment|securities|wealth management|vanguard|fidelity|schwab|jpmorgan|goldman sachs|morgan stanley|citigroup|wells fargo|american express|mastercard|^visa$|paypal|stripe|coinbase|equifax|experian|transunion|^fis$|fiserv|broadridge|discover financial|^ally$|robinhood|blackrock|state street|northern trust|lending|mortgage|super fund/i,
  ],
  [
    'consulting',
    /deloitte|^ey$|kpmg|pwc|accenture|capgemini|cognizant|infosys|tata consultancy|wipro|hcltech|tech mahindra|genpact|avanade|guidehouse|booz allen|alixpartners|^mnp$|grant thornton|^cgi$|ltimindtree|larsen & toubro|luxoft|synechron|version 1|credera|logic20\/20|tiger analytics|slalom|publicis sapient|epam/i,
  ],
  [
    'aviation',
    /airlines?\b|air lines|airways|aviation|aerospace|air canada|kalitta air|spacex|lockheed|northrop grumman|general dynamics(?! information)|raytheon|bae systems|boeing/i,
  ],
  [
    'logistics',
    /logistic|freight(?! tools)|transportation|shipping|supply chain|trucking|\bfedex\b|^ups$|\bdhl\b|schenker|maersk|c\.h\. robinson|\bxpo\b|j\.?b\.? hunt|expeditors|kuehne|flexport|courier|cargo|\brail\b|motor freight|freightways|transport for london/i,
  ],
  [
    'retail',
    /walmart(?! data)|^target$|home depot|lowe's|kroger|costco|publix|woolworths|\baldi\b|tesco|sainsbury|best buy|ikea|\bmacy's|nordstrom|\bkohl's|walgreens|safeway|albertsons|wayfair|chewy|^amazon$|supermarkets?|grocery|outfitters|apparel|^gap inc|dollar tree|ross stores|harbor freight|shade store|adairs/i,
  ],
  [
    'consumer',
    /pepsico|coca-cola|\bmars\b|mondel[eē]z|procter|unilever|nestl[eé]|kraft heinz|general mills|kellogg|colgate|nike|adidas|\bfoods?\b|beverage|restaurant|aramark|sysco|seafood/i,
  ],
  [
    'industry',
    /tesla|rivian|\bford\b|general motors|toyota|honda|caterpillar|deere|honeywell|siemens|schneider electric|rockwell|exelon|nisource|energy|^bp$|aramco|utilities|\belectric\b|\bpower\b|manufactur|\bmfg\b|industries|automotive|\bmotors?\b|acv auctions|chemical|steel|mining/i,
  ],
  [
    'buildings',
    /architect|construction|builders|\bhdr\b|stantec|arcadis|olsson|langan|hydrock|turner & townsend|suffolk|weitz|haskell|lennar|^jll$|cbre|\bkbr\b|aecom|\bwsp\b|engineering & environmental|real estate|realty|interiors?\b/i,
  ],
  [
    'media',
    /walt disney|warner bros|netflix|spotify|\bbbc\b|voxmedia|nbcuniversal|paramount|\bsony\b|activision|blizzard|\bgames\b|studios?\b|\bmedia\b|entertainment|publishing|advertising|creative|design(?! systems)|major league|figma|adobe|canva|pinterest|snap inc|bytedance|tiktok/i,
  ],
  ['travel', /agoda|booking\.com|expedia|airbnb|marriott|hilton|hyatt|travel|hotels?\b|resorts?\b|cruise/i],
  [
    'tech',
    /google|microsoft|amazon web services|apple\b|nvidia|\bamd\b|\bintel\b|\bibm\b|oracle|salesforce|databricks|snowflake|atlassian|intuit|cloudflare|palo alto networks|opentext|equinix|servicenow|workday|\blyft\b|\buber\b|doordash|tencent|roku|garmin|\bcisco\b|\bdell\b|vmware|twilio|datadog|okta|dropbox|shopify|github|gitlab|confluent|\bcdw\b|world wide technology|coveo|clio\b|truveta|scandit|trade desk|costar|data centers|cyxtera|micron|walmart data|zoominfo|leidos|\bcaci\b|\bsaic\b|mantech|general dynamics information|ntt data|rackspace|tyler technologies|l3harris|h2o\.ai|tempus|\.ai\b|\bai\b|robotics|semiconductor/i,
  ],
  // Software houses and IT services firms known only by a generic name: developers' employers.
  [
    'itServices',
    /software|systems\b|technolog|\btech\b|\bdata\b|digital|cloud|cyber|\blabs?\b|analytics|computing|networks|infotech/i,
  ],
];

/** The company's sector by the first rule that names it, or null for boards, agencies and unknowns. */
export function sectorOf(company: string): Sector | null {
  if (NOT_EMPLOYERS.test(company)) return null;
  return RULES.find(([, pattern]) => pattern.test(company))?.[0] ?? null;
}
