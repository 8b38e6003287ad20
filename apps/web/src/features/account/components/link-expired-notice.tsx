import { lazy, Suspense, type ReactNode } from 'react';
import { Notice } from './notice';

// The texts' module brings zod and the schemas with it (about 100 KB gzipped): it loads only for a link
// that has no token at all. Every other time the text comes with the server's answer.
const LinkExpiredText = lazy(() =>
  import('@restora/shared/contracts/account').then((m) => ({ default: () => m.LINK_EXPIRED })),
);

type LinkExpiredNoticeProps = {
  /** The server's text; null for a link without a token, which is not sent at all. */
  message: string | null;
  actions: ReactNode;
  focus?: boolean;
};

/** "This link has expired or has already been used." and the way to a new one. */
export function LinkExpiredNotice({ message, actions, focus }: LinkExpiredNoticeProps) {
  return (
    <Notice role="alert" actions={actions} focus={focus}>
      {message ?? (
        <Suspense fallback={null}>
          <LinkExpiredText />
        </Suspense>
      )}
    </Notice>
  );
}
