import { useSearchParams } from 'react-router';
import { ARTICLE_CATEGORIES } from '@restora/shared/domain/content-vocabulary';

export type ArticleCategory = (typeof ARTICLE_CATEGORIES)[number];

const isCategory = (value: string | null): value is ArticleCategory =>
  (ARTICLE_CATEGORIES as readonly (string | null)[]).includes(value);

/** Search text and category live in the URL (?search=&category=), so results can be shared and revisited. */
export function useArticleFilter() {
  const [params, setParams] = useSearchParams();
  const search = params.get('search') ?? '';
  const rawCategory = params.get('category');
  const category: ArticleCategory = isCategory(rawCategory) ? rawCategory : 'All';

  const update = (next: { search?: string; category?: ArticleCategory }) => {
    setParams(
      (current) => {
        const out = new URLSearchParams(current);
        if (next.search !== undefined) {
          if (next.search) out.set('search', next.search);
          else out.delete('search');
        }
        if (next.category !== undefined) {
          if (next.category === 'All') out.delete('category');
          else out.set('category', next.category);
        }
        return out;
      },
      // Typing is not navigation: one history entry per visit, not per keystroke.
      { replace: true, preventScrollReset: true },
    );
  };

  return {
    search,
    category,
    setSearch: (value: string) => update({ search: value }),
    setCategory: (value: ArticleCategory) => update({ category: value }),
    reset: () => update({ search: '', category: 'All' }),
  };
}
