// The entry point of services/stays (docs/ARCHITECTURE.md, "Walls between the service folders"): exactly
// what other features may use of it. Its own files, its routes and the tests import its files directly.
/** The catalogue's filter options (the site's static data). */
export { getFilterOptions } from './get-filter-options';
/** The server's price for a stay (a booking re-quotes it). */
export { quoteStay } from './quote-stay';
/** The columns a stay's card needs (journey and quiz cards). */
export { cardColumns } from './stay-dto';
/** A stay's card from its row (journey and quiz cards). */
export { toStayCard } from './stay-dto';
/** The ORDER BY of each sort (the quiz sorts its stays so). */
export { staySort } from './stay-filters';
