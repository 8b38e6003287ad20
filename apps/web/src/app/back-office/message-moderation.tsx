import { IdDetail } from '@/features/admin/components/id-detail';
import { paths } from '@/config/paths';
import { ModeratedThreadDetail } from '@/features/admin/moderation/components/moderated-thread';
import { ModerationTabs } from '@/features/admin/moderation/components/moderation-tabs';
import { ReportedMessagesList } from '@/features/admin/moderation/components/reported-messages-list';
import { SectionHeading } from '@/features/admin/moderation/components/section-heading';

/**
 * Reported conversation messages, the latest report first (/admin/moderation/messages), and one reported
 * thread (/admin/moderation/conversations/:id) to hide, show again, dismiss or suspend the sender
 * (docs/decisions/conversations.md, "Moderation").
 */
export function Messages() {
  return (
    <>
      <SectionHeading
        title="Reported messages"
        lead="Messages between guests and hosts that one of them reported, the latest first."
      />
      <ModerationTabs />
      <ReportedMessagesList />
    </>
  );
}

export function Conversation() {
  return (
    <IdDetail back={{ to: paths.admin.reportedMessages.to(), label: 'Reported messages' }}>
      {(id) => <ModeratedThreadDetail id={id} />}
    </IdDetail>
  );
}
