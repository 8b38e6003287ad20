import { ChangeEmailSection } from './change-email-section';
import { ChangePasswordSection } from './change-password-section';
import { DataExportSection } from './data-export-section';
import { DeleteAccountSection } from './delete-account-section';
import { SecondFactorSection } from './second-factor/second-factor-section';

/**
 * The sections under the profile: password, authenticator app, address, my data, deletion (loaded after the
 * profile form).
 */
export default function AccountSettings() {
  return (
    <>
      <ChangePasswordSection />
      <SecondFactorSection />
      <ChangeEmailSection />
      <DataExportSection />
      <DeleteAccountSection />
    </>
  );
}
