import { describe, expect, it } from 'vitest';
import type { Database } from '../../db/client';
import { composeMail } from './compose-mail';

// The digest of unread messages (docs/decisions/conversations.md, "Digests"): who wrote, about what, and
// the link to the thread; never the words of the messages.

const site = { publicUrl: 'https://restora.example' };
// The kind reads nothing from the database.
const noDatabase = {} as Database;

describe('the digest of unread messages', () => {
  it('names the sender and the property and links to the thread', async () => {
    const mail = await composeMail(
      noDatabase,
      {
        kind: 'conversation.unread',
        to: 'maya@example.com',
        payload: {
          name: 'Maya Lestari',
          from: 'Aiko T.',
          propertyName: 'Subak Rise',
          path: '/partner/messages/7',
          unread: 2,
        },
      },
      site,
    );
    expect(mail.subject).toBe('New message from Aiko T. about Subak Rise');
    expect(mail.text).toContain('Hi Maya,');
    expect(mail.text).toContain('Aiko T. sent you 2 new messages about Subak Rise');
    expect(mail.html).toContain('https://restora.example/partner/messages/7');
  });

  it('says "a new message" for one', async () => {
    const mail = await composeMail(
      noDatabase,
      {
        kind: 'conversation.unread',
        to: 'aiko@example.com',
        payload: {
          name: 'Aiko Tanaka',
          from: 'Lotus Path Retreats',
          propertyName: 'Subak Rise',
          path: '/messages/7',
          unread: 1,
        },
      },
      site,
    );
    expect(mail.text).toContain('Lotus Path Retreats sent you a new message about Subak Rise');
    expect(mail.html).toContain('https://restora.example/messages/7');
  });
});
