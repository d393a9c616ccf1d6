/**
 * The search engine's interface: what the rest of the server uses. The files beside this one are the
 * engine's parts (text postings, facets, row orders, places); nothing outside this folder imports them.
 */
export { CatalogueSearchIndex, searchableColumns } from './catalogue-search-index';
export { ChangeLogProjection, type ProjectionStore } from './change-log-projection';
export { asJson } from './json-column';
export type { SeekerScores } from './match-order';
export { placeAt, understandLocation } from './places';
export { dayNumber, type SearchableJob, type SearchFilters, type SearchOrder } from './search-filters';
export { SearchIndex } from './search-index';
export { namedSkill, termsOf } from './search-text';
export { searchWords, solidForm, type SearchWord } from './search-words';
