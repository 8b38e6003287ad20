// The entry point of services/organisations (docs/ARCHITECTURE.md, "Walls between the service folders"): exactly
// what other features may use of it. Its own files, its routes and the tests import its files directly.
/** The organisations the user is a member of; none is a 403. */
export { memberOrganisationIds } from './partner-access';
/** The property if it is of one of the user's organisations, else a 404. */
export { ownedProperty } from './partner-access';
/** The room and its property if the property is of one of the user's organisations, else a 404. */
export { ownedRoom } from './partner-access';
