import { paths } from '@/config/paths';
import type { ResultsFilters } from './results-filters';

/**
 * The marketplace with the results page's search, categories and price bands, in the parameters the
 * marketplace reads (?search=&categories=&bands=, comma lists); empty ones are left out.
 */
export function marketplaceLink({
  q,
  categories,
  bands,
}: Pick<ResultsFilters, 'q' | 'categories' | 'bands'>) {
  const params = new URLSearchParams();
  const search = q.trim().slice(0, 100);
  if (search) params.set('search', search);
  if (categories.length) params.set('categories', categories.join(','));
  if (bands.length) params.set('bands', bands.join(','));
  const query = params.toString();
  return paths.marketplace.to(query ? `?${query}` : '');
}
