import type { ReactNode } from 'react';
import { LINK_EXPIRED } from '@restora/shared/domain/account-texts';
import { Notice } from './notice';

type LinkExpiredNoticeProps = {
  /** The server's text, or none for a link without a token (nothing was sent). */
  message: string | null;
  actions: ReactNode;
  focus?: boolean;
};

/** "This link has expired or has already been used." and the way to a new one. */
export function LinkExpiredNotice({ message, actions, focus }: LinkExpiredNoticeProps) {
  return (
    <Notice role="alert" actions={actions} focus={focus}>
      {message ?? LINK_EXPIRED}
    </Notice>
  );
}
