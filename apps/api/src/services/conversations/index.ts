// The entry point of services/conversations (docs/ARCHITECTURE.md, "Walls between the service folders"):
// exactly what other features may use of it. Its own files, its routes and the tests import its files directly.
/** The person's own messages, for "Download my data". */
export { exportOwnMessages } from './account-data';
/** Takes a deleted account's name and link out of its conversations; the other side keeps its copy. */
export { forgetConversationsOf } from './account-data';
/** A request sent: its thread opened with the message, and the organisation's members mailed, once. */
export { sendToHosts } from './request-thread';
/** The host's message declining a request to book, posted in its booking's thread. */
export { postDeclineMessage } from './request-thread';
/** A request's message to the host, checked by the thread's rules (a 400 naming `message`). */
export { requestMessage } from './request-thread';
/** Hides a message or shows it again, keeping the thread's counters and everyone's read marks right. */
export { setMessageHidden } from './hide-message';
