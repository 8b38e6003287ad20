import type { MailPayloads } from '../mail-kinds';
import { greeting } from './greeting';
import { Layout } from './layout';
import { Action, Note, Paragraph } from './parts';

// The digest of unread messages in a conversation (docs/decisions/conversations.md, "Digests"). The words
// of the messages stay on the site: the mail says who wrote and links to the thread.

type Site = { publicUrl: string };

export const conversationUnreadSubject = ({ from, propertyName }: MailPayloads['conversation.unread']) =>
  `New message from ${from} about ${propertyName}`;

export function ConversationUnread({
  publicUrl,
  name,
  from,
  propertyName,
  path,
  unread,
}: Site & MailPayloads['conversation.unread']) {
  const url = `${publicUrl}${path}`;
  const messages = unread === 1 ? 'a new message' : `${unread} new messages`;
  return (
    <Layout
      publicUrl={publicUrl}
      heading="You have a new message"
      preview={`${from} wrote about ${propertyName}.`}
    >
      <Paragraph>{greeting(name)}</Paragraph>
      <Paragraph>
        {from} sent you {messages} about {propertyName}. Read and answer them on Restora.
      </Paragraph>
      <Action href={url}>Read the conversation</Action>
      <Note>
        We write at most once every quarter of an hour per conversation, and only while messages are unread.
      </Note>
    </Layout>
  );
}
