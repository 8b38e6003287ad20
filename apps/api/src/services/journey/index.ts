// The entry point of services/journey (docs/ARCHITECTURE.md, "Walls between the service folders"): exactly
// what other features may use of it. Its own files, its routes and the tests import its files directly.
/** One journey plan with its items (the account export). */
export { getPlan } from './plans';
/** A user's journey plans (the account export). */
export { listPlans } from './plans';
/** What a card shows of a stay room, a service or a product (the quiz's results). */
export { type TargetCard } from './targets';
/** A product's card, from its row (the quiz's results). */
export { productCard } from './targets';
/** The columns a product's card needs. */
export { productCardColumns } from './targets';
/** A service's card, from its row (the quiz's results). */
export { serviceCard } from './targets';
/** The columns a service's card needs. */
export { serviceCardColumns } from './targets';
/** A stay room's card, from the catalogue's stay card (the quiz's results). */
export { stayCard } from './targets';
/** The columns a stay room's card needs (the catalogue's own). */
export { stayCardColumns } from './targets';
