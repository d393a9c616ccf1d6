/**
 * The places search knows by name: every country (ISO 3166-1 alpha-2 code and English short name), the
 * names people also use for the common ones, and the states, provinces and nations of the countries the
 * catalogue's jobs are in. Cities are not listed: a job's own location names them (places.ts).
 */

/** "code name|code name|…": ISO 3166-1 alpha-2 codes with their English short names. */
const COUNTRY_TABLE = `
AD Andorra|AE United Arab Emirates|AF Afghanistan|AG Antigua and Barbuda|AI Anguilla|AL Albania|
AM Armenia|AO Angola|AR Argentina|AS American Samoa|AT Austria|AU Australia|AW Aruba|AX Åland Islands|
AZ Azerbaijan|BA Bosnia and Herzegovina|BB Barbados|BD Bangladesh|BE Belgium|BF Burkina Faso|BG Bulgaria|
BH Bahrain|BI Burundi|BJ Benin|BL Saint Barthélemy|BM Bermuda|BN Brunei|BO Bolivia|
BQ Caribbean Netherlands|BR Brazil|BS Bahamas|BT Bhutan|BW Botswana|BY Belarus|BZ Belize|CA Canada|
CC Cocos (Keeling) Islands|CD Democratic Republic of the Congo|CF Central African Republic|
CG Republic of the Congo|CH Switzerland|CI Côte d’Ivoire|CK Cook Islands|CL Chile|CM Cameroon|CN China|
CO Colombia|CR Costa Rica|CU Cuba|CV Cape Verde|CW Curaçao|CX Christmas Island|CY Cyprus|CZ Czechia|
DE Germany|DJ Djibouti|DK Denmark|DM Dominica|DO Dominican Republic|DZ Algeria|EC Ecuador|EE Estonia|
EG Egypt|EH Western Sahara|ER Eritrea|ES Spain|ET Ethiopia|FI Finland|FJ Fiji|FK Falkland Islands|
FM Micronesia|FO Faroe Islands|FR France|GA Gabon|GB United Kingdom|GD Grenada|GE Georgia|
GF French Guiana|GG Guernsey|GH Ghana|GI Gibraltar|GL Greenland|GM Gambia|GN Guinea|GP Guadeloupe|
GQ Equatorial Guinea|GR Greece|GS South Georgia and South Sandwich Islands|GT Guatemala|GU Guam|
GW Guinea-Bissau|GY Guyana|HK Hong Kong|HN Honduras|HR Croatia|HT Haiti|HU Hungary|ID Indonesia|
IE Ireland|IL Israel|IM Isle of Man|IN India|IO British Indian Ocean Territory|IQ Iraq|IR Iran|
IS Iceland|IT Italy|JE Jersey|JM Jamaica|JO Jordan|JP Japan|KE Kenya|KG Kyrgyzstan|KH Cambodia|
KI Kiribati|KM Comoros|KN Saint Kitts and Nevis|KP North Korea|KR South Korea|KW Kuwait|
KY Cayman Islands|KZ Kazakhstan|LA Laos|LB Lebanon|LC Saint Lucia|LI Liechtenstein|LK Sri Lanka|
LR Liberia|LS Lesotho|LT Lithuania|LU Luxembourg|LV Latvia|LY Libya|MA Morocco|MC Monaco|MD Moldova|
ME Montenegro|MF Saint Martin|MG Madagascar|MH Marshall Islands|MK North Macedonia|ML Mali|MM Myanmar|
MN Mongolia|MO Macao|MP Northern Mariana Islands|MQ Martinique|MR Mauritania|MS Montserrat|MT Malta|
MU Mauritius|MV Maldives|MW Malawi|MX Mexico|MY Malaysia|MZ Mozambique|NA Namibia|NC New Caledonia|
NE Niger|NF Norfolk Island|NG Nigeria|NI Nicaragua|NL Netherlands|NO Norway|NP Nepal|NR Nauru|NU Niue|
NZ New Zealand|OM Oman|PA Panama|PE Peru|PF French Polynesia|PG Papua New Guinea|PH Philippines|
PK Pakistan|PL Poland|PM Saint Pierre and Miquelon|PN Pitcairn Islands|PR Puerto Rico|
PS Palestinian Territories|PT Portugal|PW Palau|PY Paraguay|QA Qatar|RE Réunion|RO Romania|RS Serbia|
RU Russia|RW Rwanda|SA Saudi Arabia|SB Solomon Islands|SC Seychelles|SD Sudan|SE Sweden|SG Singapore|
SH Saint Helena|SI Slovenia|SJ Svalbard and Jan Mayen|SK Slovakia|SL Sierra Leone|SM San Marino|
SN Senegal|SO Somalia|SR Suriname|SS South Sudan|ST São Tomé and Príncipe|SV El Salvador|SX Sint Maarten|
SY Syria|SZ Eswatini|TC Turks and Caicos Islands|TD Chad|TF French Southern Territories|TG Togo|
TH Thailand|TJ Tajikistan|TK Tokelau|TL Timor-Leste|TM Turkmenistan|TN Tunisia|TO Tonga|TR Türkiye|
TT Trinidad and Tobago|TV Tuvalu|TW Taiwan|TZ Tanzania|UA Ukraine|UG Uganda|UM US Outlying Islands|
US United States|UY Uruguay|UZ Uzbekistan|VA Vatican City|VC Saint Vincent and Grenadines|VE Venezuela|
VG British Virgin Islands|VI US Virgin Islands|VN Vietnam|VU Vanuatu|WF Wallis and Futuna|WS Samoa|
XK Kosovo|YE Yemen|YT Mayotte|ZA South Africa|ZM Zambia|ZW Zimbabwe`;

/**
 * Other names of countries as people type them, and other codes (ISO 3166-1 alpha-3 for the common ones):
 * names count in the search text too, codes only in the location field ("US" is also a word).
 */
const COUNTRY_ALIASES: Record<string, { names?: string[]; codes?: string[] }> = {
  GB: { names: ['UK', 'Great Britain', 'Britain', 'England'], codes: ['GBR'] },
  US: { names: ['USA', 'United States of America', 'America'], codes: ['USA'] },
  AE: { names: ['UAE', 'Emirates'], codes: ['ARE'] },
  CA: { codes: ['CAN'] },
  AU: { codes: ['AUS'] },
  NZ: { codes: ['NZL'] },
  DE: { names: ['Deutschland'], codes: ['DEU'] },
  FR: { codes: ['FRA'] },
  IE: { names: ['Republic of Ireland'], codes: ['IRL'] },
  IN: { codes: ['IND'] },
  NL: { names: ['Holland', 'The Netherlands'], codes: ['NLD'] },
  CZ: { names: ['Czech Republic'] },
  KR: { names: ['Korea'] },
  TR: { names: ['Turkey'] },
  CI: { names: ['Ivory Coast'] },
  MK: { names: ['Macedonia'] },
  RU: { names: ['Russian Federation'] },
  VN: { names: ['Viet Nam'] },
  CV: { names: ['Cabo Verde'] },
  SZ: { names: ['Swaziland'] },
  MM: { names: ['Burma'] },
};

/** "code name|…" per country: its states, provinces or nations. */
const REGION_TABLES: Record<string, string> = {
  US: `AL Alabama|AK Alaska|AZ Arizona|AR Arkansas|CA California|CO Colorado|CT Connecticut|DE Delaware|
DC District of Columbia|FL Florida|GA Georgia|HI Hawaii|ID Idaho|IL Illinois|IN Indiana|IA Iowa|KS Kansas|
KY Kentucky|LA Louisiana|ME Maine|MD Maryland|MA Massachusetts|MI Michigan|MN Minnesota|MS Mississippi|
MO Missouri|MT Montana|NE Nebraska|NV Nevada|NH New Hampshire|NJ New Jersey|NM New Mexico|NY New York|
NC North Carolina|ND North Dakota|OH Ohio|OK Oklahoma|OR Oregon|PA Pennsylvania|RI Rhode Island|
SC South Carolina|SD South Dakota|TN Tennessee|TX Texas|UT Utah|VT Vermont|VA Virginia|WA Washington|
WV West Virginia|WI Wisconsin|WY Wyoming|PR Puerto Rico`,
  CA: `AB Alberta|BC British Columbia|MB Manitoba|NB New Brunswick|NL Newfoundland and Labrador|
NS Nova Scotia|NT Northwest Territories|NU Nunavut|ON Ontario|PE Prince Edward Island|QC Quebec|
SK Saskatchewan|YT Yukon`,
  AU: `ACT Australian Capital Territory|NSW New South Wales|NT Northern Territory|QLD Queensland|
SA South Australia|TAS Tasmania|VIC Victoria|WA Western Australia`,
  // England is an alias of the United Kingdom above: people type it for the whole country's jobs.
  GB: `SCT Scotland|WLS Wales|NIR Northern Ireland`,
};

/** The countries whose region codes a bare code ("CA", "WA") means, first first: a job board's habit. */
export const REGION_CODE_ORDER = ['US', 'CA', 'AU', 'GB'];

export interface PlaceName {
  /** "c:gb" for a country, "r:us-wi" for a region. */
  key: string;
  /** The country's key, for a region. */
  country?: string;
  /** Full names and aliases. */
  names: string[];
  /** Codes, which only a location field reads as places ("CA", "GB", "NSW"). */
  codes: string[];
}

const entries = (table: string) =>
  table
    .split('|')
    .map((entry) => entry.trim())
    .filter(Boolean)
    .map((entry) => {
      const space = entry.indexOf(' ');
      return { code: entry.slice(0, space), name: entry.slice(space + 1) };
    });

/** Every known place. */
export const PLACE_NAMES: PlaceName[] = [
  ...entries(COUNTRY_TABLE).map(({ code, name }) => ({
    key: `c:${code.toLowerCase()}`,
    names: [name, ...(COUNTRY_ALIASES[code]?.names ?? [])],
    codes: [code, ...(COUNTRY_ALIASES[code]?.codes ?? [])],
  })),
  ...Object.entries(REGION_TABLES).flatMap(([country, table]) =>
    entries(table).map(({ code, name }) => ({
      key: `r:${country.toLowerCase()}-${code.toLowerCase()}`,
      country: `c:${country.toLowerCase()}`,
      names: [name],
      codes: [code],
    })),
  ),
];
