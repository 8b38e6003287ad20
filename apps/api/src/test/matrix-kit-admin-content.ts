/** The back office content's fixtures for the authorization matrix (docs/decisions/admin-content.md). */

type Call = (method: string, path: string, cookie: string, body?: unknown) => Promise<Response>;

export const matrixArticle = (slug: string) => ({
  title: 'Matrix Morning Routines',
  slug,
  category: 'Sleep',
  readTime: 4,
  image: '/images/articles/sleep.svg',
  description: 'A short article the authorization matrix writes and edits.',
  content: '## Morning\n\nWake, **breathe**, and walk before the screens.',
});

/** A draft article for the admin's rows to edit, publish and unpublish. */
export async function adminContentFixtures(call: Call, adminCookie: string) {
  const res = await call('POST', '/api/admin/articles', adminCookie, matrixArticle('matrix-draft'));
  if (res.status !== 201) throw new Error(`creating the matrix article: ${res.status} ${await res.text()}`);
  const article = (await res.json()) as { id: number };
  return { articleId: article.id };
}
