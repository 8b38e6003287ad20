import type { MailPayloads } from '../mail-kinds';
import { greeting } from './greeting';
import { Layout } from './layout';
import { Action, Note, Paragraph } from './parts';

// Account and partner messages: short, one action at most. A link the message exists to carry is the
// only secret it holds (docs/decisions/email-messages.md).

type Site = { publicUrl: string };

export const accountSubjects = {
  'account.reset-password': 'Reset your Restora password',
  'account.verify-email': 'Confirm your e-mail address',
  'account.sign-up-attempt': 'Someone tried to register with your e-mail address',
  'account.email-in-use': 'Your e-mail address is already used by a Restora account',
  'account.change-email': 'Confirm your new e-mail address',
  'account.email-changed': 'Your Restora e-mail address was changed',
  'account.password-changed': 'Your Restora password was changed',
  'account.deleted': 'Your Restora account has been deleted',
  'partner.application-received': 'We have your partner application',
} as const;

/** Where someone who did not ask for a message can turn. */
const NotYou = ({ publicUrl, children }: Site & { children: string }) => (
  <Note>
    {children} If this was not you, reset your password at {`${publicUrl}/forgot-password`} and write to us.
  </Note>
);

export function ResetPassword({ publicUrl, name, url }: Site & MailPayloads['account.reset-password']) {
  return (
    <Layout
      publicUrl={publicUrl}
      heading="Reset your password"
      preview="Choose a new password within the hour."
    >
      <Paragraph>{greeting(name)}</Paragraph>
      <Paragraph>
        Someone, hopefully you, asked to reset the password of your Restora account. Choose a new one with the
        button below. The link works once, for one hour.
      </Paragraph>
      <Action href={url}>Choose a new password</Action>
      <Note>
        If the button does not work, paste this address into your browser: {url}. If you did not ask, ignore
        this e-mail: your password stays as it is.
      </Note>
    </Layout>
  );
}

export function VerifyEmail({ publicUrl, name, url }: Site & MailPayloads['account.verify-email']) {
  return (
    <Layout
      publicUrl={publicUrl}
      heading="Confirm your e-mail address"
      preview="One tap confirms it is yours."
    >
      <Paragraph>{greeting(name)}</Paragraph>
      <Paragraph>
        Welcome to Restora. Confirm that this address is yours, so we can reach you about your bookings and
        orders.
      </Paragraph>
      <Action href={url}>Confirm my e-mail</Action>
      <Note>If the button does not work, paste this address into your browser: {url}</Note>
    </Layout>
  );
}

/** The two ways back into an account: sign in, or reset the password. */
const SignInOrReset = ({ publicUrl }: Site) => (
  <>
    <Action href={`${publicUrl}/auth`}>Sign in</Action>
    <Note>Forgotten your password? Choose a new one at {`${publicUrl}/forgot-password`}.</Note>
  </>
);

export function SignUpAttempt({ publicUrl, name }: Site & MailPayloads['account.sign-up-attempt']) {
  return (
    <Layout
      publicUrl={publicUrl}
      heading="You already have an account"
      preview="Someone tried to register with this address."
    >
      <Paragraph>{greeting(name)}</Paragraph>
      <Paragraph>
        Someone tried to create a Restora account with this e-mail address, which already has one. If it was
        you, sign in, or reset your password if you have forgotten it. If it was not you, ignore this e-mail:
        nothing about your account has changed.
      </Paragraph>
      <SignInOrReset publicUrl={publicUrl} />
    </Layout>
  );
}

export function EmailInUse({ publicUrl, name }: Site & MailPayloads['account.email-in-use']) {
  return (
    <Layout
      publicUrl={publicUrl}
      heading="This address already has an account"
      preview="Another account asked to use this address."
    >
      <Paragraph>{greeting(name)}</Paragraph>
      <Paragraph>
        Someone asked to move another Restora account to this e-mail address. It is already the address of
        your account, so nothing has changed and no account will be moved here. If it was you, sign in to this
        account with this address. If it was not you, ignore this e-mail.
      </Paragraph>
      <SignInOrReset publicUrl={publicUrl} />
    </Layout>
  );
}

export function ChangeEmail({ publicUrl, name, url, newEmail }: Site & MailPayloads['account.change-email']) {
  return (
    <Layout
      publicUrl={publicUrl}
      heading="Confirm your new e-mail address"
      preview={`Confirm ${newEmail} for your Restora account.`}
    >
      <Paragraph>{greeting(name)}</Paragraph>
      <Paragraph>
        You asked to use {newEmail} for your Restora account. Your account keeps its old address until you
        confirm this one.
      </Paragraph>
      <Action href={url}>Confirm my new e-mail</Action>
      <Note>If the button does not work, paste this address into your browser: {url}</Note>
    </Layout>
  );
}

export function EmailChanged({ publicUrl, name, newEmail }: Site & MailPayloads['account.email-changed']) {
  return (
    <Layout
      publicUrl={publicUrl}
      heading="Your e-mail address was changed"
      preview={`Your account now uses ${newEmail}.`}
    >
      <Paragraph>{greeting(name)}</Paragraph>
      <Paragraph>
        Your Restora account now uses {newEmail}. We will send everything there from now on, and this address
        will get nothing more from us.
      </Paragraph>
      <NotYou publicUrl={publicUrl}>You are getting this notice at your old address.</NotYou>
    </Layout>
  );
}

export function PasswordChanged({ publicUrl, name }: Site & MailPayloads['account.password-changed']) {
  return (
    <Layout
      publicUrl={publicUrl}
      heading="Your password was changed"
      preview="Your Restora password was changed."
    >
      <Paragraph>{greeting(name)}</Paragraph>
      <Paragraph>
        The password of your Restora account was changed, and every other device signed in to it was signed
        out.
      </Paragraph>
      <NotYou publicUrl={publicUrl}>No need to do anything if it was you.</NotYou>
    </Layout>
  );
}

export function AccountDeleted({ publicUrl, name }: Site & MailPayloads['account.deleted']) {
  return (
    <Layout
      publicUrl={publicUrl}
      heading="Your account has been deleted"
      preview="We are sorry to see you go."
    >
      <Paragraph>{greeting(name)}</Paragraph>
      <Paragraph>
        Your Restora account is deleted and you are signed out everywhere. Your profile and journey plans are
        gone, and your reviews no longer show your name. We keep the records of past bookings and orders,
        without your name or contact details, as a shop must keep its invoices.
      </Paragraph>
      <Paragraph>You are always welcome back.</Paragraph>
      <Action href={publicUrl}>Visit Restora</Action>
    </Layout>
  );
}

export function PartnerApplicationReceived({
  publicUrl,
  name,
  businessName,
}: Site & MailPayloads['partner.application-received']) {
  return (
    <Layout
      publicUrl={publicUrl}
      heading="Thank you for applying"
      preview={`We have the application for ${businessName}.`}
    >
      <Paragraph>{greeting(name)}</Paragraph>
      <Paragraph>
        Thank you for applying to list {businessName} on Restora. Our partnerships team reads every
        application and will answer within five working days.
      </Paragraph>
      <Action href={`${publicUrl}/for-partners`}>How partnership works</Action>
    </Layout>
  );
}
