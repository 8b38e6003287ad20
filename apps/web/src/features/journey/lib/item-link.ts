import type { PlanItem } from '@restora/shared/contracts/journey';
import { paths } from '@/config/paths';

/** Book/Inquire: a stay's booking page (the room), a service's booking page, or the product page. */
export function itemHref({ kind, refId }: Pick<PlanItem, 'kind' | 'refId'>): string {
  switch (kind) {
    case 'stay':
      return paths.bookProperty.to(refId);
    case 'service':
      return paths.bookService.to(refId);
    case 'product':
      return paths.product.to(refId);
  }
}
