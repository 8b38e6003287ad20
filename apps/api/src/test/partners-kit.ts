import { randomUUID } from 'node:crypto';
import { accountKit } from './account-kit';
import { registerAdmin } from './second-factor-kit';
import { readJson, type TestApp } from './test-app';

/**
 * What the partner tests ask of the app: an admin, applications, decisions, and the invitation token
 * an approval mailed (read from the outbox, where the link is the payload's url).
 */
export async function partnersKit(t: TestApp) {
  const kit = accountKit(() => t, 'http://localhost:3000');
  const admin = await registerAdmin(t);

  /** Applies on /for-partners' behalf and returns the stored application's id. */
  const apply = async (overrides: Record<string, string> = {}) => {
    const body = {
      organisation: `Blue Bay Retreat ${randomUUID().slice(0, 8)}`,
      partnerType: 'Retreat',
      contactName: 'Rui Costa',
      email: `applicant-${randomUUID()}@example.com`,
      country: 'Portugal',
      message: 'We run a small yoga retreat by the sea and would like to join.',
      ...overrides,
    };
    const res = await t.postJson('/api/partner-applications', body);
    if (res.status !== 201) throw new Error(`application failed: ${res.status} ${await res.text()}`);
    return { id: (await readJson(res)).id as number, ...body };
  };

  const asAdmin = (method: string, path: string, body?: unknown) =>
    kit.asUser(admin.cookie, method, path, body);
  const approve = (id: number, note?: string) =>
    asAdmin('POST', `/api/admin/partner-applications/${id}/approve`, note === undefined ? {} : { note });
  const decline = (id: number, body: unknown) =>
    asAdmin('POST', `/api/admin/partner-applications/${id}/decline`, body);

  /** Applies, approves and returns the invitation's token (and the application). */
  const invite = async (overrides: Record<string, string> = {}) => {
    const application = await apply(overrides);
    const res = await approve(application.id);
    if (res.status !== 200) throw new Error(`approval failed: ${res.status} ${await res.text()}`);
    const token = await kit.tokenFrom(application.email, 'partner.invitation', '/partner/invitation');
    return { application, token };
  };

  return { ...kit, admin, apply, asAdmin, approve, decline, invite };
}
