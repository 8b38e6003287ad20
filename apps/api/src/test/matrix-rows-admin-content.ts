/** The back office content's rows of the authorization matrix (docs/decisions/admin-content.md). */
import { matrixArticle } from './matrix-kit-admin-content';
import { ADMIN, row, type Row } from './matrix-rows';

const homeTexts = {
  hero: {
    title: 'Rest, restore, return',
    subtitle: 'Wellness stays chosen with care.',
    ctaText: 'Find Your Stay',
  },
  partnerCta: { title: 'Partner with Restora', description: 'Reach travellers who care.', ctaText: 'Apply' },
};

export function adminContentRows(): Row[] {
  const article =
    (suffix = '') =>
    (f: { adminContent: { articleId: number } }) => ({
      path: `/api/admin/articles/${f.adminContent.articleId}${suffix}`,
    });
  return [
    row('GET /api/admin/articles', ADMIN),
    row('GET /api/admin/articles/{id}', ADMIN, article()),
    row('POST /api/admin/articles', [401, 403, 403, 201], () => ({ body: matrixArticle('matrix-created') })),
    row('PUT /api/admin/articles/{id}', ADMIN, (f) => ({
      ...article()(f),
      body: matrixArticle('matrix-draft'),
    })),
    row('POST /api/admin/articles/{id}/publish', ADMIN, article('/publish')),
    row('POST /api/admin/articles/{id}/unpublish', ADMIN, article('/unpublish')),
    row('GET /api/admin/testimonials', ADMIN),
    row('PUT /api/admin/testimonials/{id}', ADMIN, () => ({
      path: '/api/admin/testimonials/1',
      body: {
        name: 'Mara',
        testimonial: 'Slept better than I have in years.',
        location: null,
        rating: 5,
        published: true,
      },
    })),
    row('GET /api/admin/home-texts', ADMIN),
    row('PUT /api/admin/home-texts', ADMIN, () => ({ body: homeTexts })),
    row('GET /api/admin/products/{id}', ADMIN, (f) => ({ path: `/api/admin/products/${f.buyable[5]}` })),
  ];
}
