import { LegalPage } from './legal-page';

export function Component() {
  return (
    <LegalPage
      title="Privacy Policy"
      sections={[
        {
          heading: 'What we keep',
          body: 'Your name, e-mail address and phone number when you create an account; your bookings, orders and journey plans; and the e-mail address you give us for the newsletter. We keep only the brand and last four digits of a payment card, never the full number or its security code.',
        },
        {
          heading: 'Why we keep it',
          body: 'To run your bookings and orders, to show you your history, and, if you asked for it, to send you our newsletter. We do not sell your data and we do not use third-party trackers.',
        },
        {
          heading: 'Your choices',
          body: 'You can change your name and phone number on your profile at any time, and unsubscribe from the newsletter from any letter. To have your account deleted, contact our support team.',
        },
      ]}
    />
  );
}
