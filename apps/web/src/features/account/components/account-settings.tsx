import { ChangeEmailSection } from './change-email-section';
import { ChangePasswordSection } from './change-password-section';
import { DataExportSection } from './data-export-section';
import { DeleteAccountSection } from './delete-account-section';
import { PasskeysSection } from './passkeys/passkeys-section';
import { SecondFactorSection } from './second-factor/second-factor-section';

/**
 * The sections under the profile: password, authenticator app, passkeys, address, my data, deletion (loaded after the
 * profile form).
 */
export default function AccountSettings() {
  return (
    <>
      <ChangePasswordSection />
      <SecondFactorSection />
      <PasskeysSection />
      <ChangeEmailSection />
      <DataExportSection />
      <DeleteAccountSection />
    </>
  );
}
