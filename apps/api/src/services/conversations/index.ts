// The entry point of services/conversations (docs/ARCHITECTURE.md, "Walls between the service folders"):
// exactly what other features may use of it. Its own files, its routes and the tests import its files directly.
/** The person's own messages, for "Download my data". */
export { exportOwnMessages } from './account-data';
/** Takes a deleted account's name and link out of its conversations; the other side keeps its copy. */
export { forgetConversationsOf } from './account-data';
