import { ChangeEmailSection } from './change-email-section';
import { ChangePasswordSection } from './change-password-section';
import { DataExportSection } from './data-export-section';
import { DeleteAccountSection } from './delete-account-section';

/** The sections under the profile: password, address, my data, deletion (loaded after the profile form). */
export default function AccountSettings() {
  return (
    <>
      <ChangePasswordSection />
      <ChangeEmailSection />
      <DataExportSection />
      <DeleteAccountSection />
    </>
  );
}
