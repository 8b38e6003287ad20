import { Trash2 } from 'lucide-react';
import type { CartLine } from '@restora/shared/contracts/shop';
import { Button } from '@/components/ui/button';
import { formatMoneyWithCents, formatIsoDay } from '@/lib/format';
import { QuantityInput } from './quantity-input';

type CartLinesTableProps = {
  id: string;
  title: string;
  lines: CartLine[];
  onQuantity: (line: CartLine, quantity: number) => void;
  onRemove: (line: CartLine) => void;
};

/** One kind of cart line (available now or pre-order) as a table; on phones the unit price sits under the name. */
export function CartLinesTable({ id, title, lines, onQuantity, onRemove }: CartLinesTableProps) {
  return (
    <section
      aria-labelledby={id}
      className="rounded-[var(--radius-card)] border border-sand-200 bg-white shadow-soft"
    >
      <h2 id={id} className="px-4 pt-5 text-xl font-semibold sm:px-6">
        {title}
      </h2>
      <table className="mt-3 w-full table-fixed text-left text-sm">
        <caption className="sr-only">{title}</caption>
        <thead className="border-b border-sand-200 text-xs uppercase tracking-wider text-sand-600">
          <tr>
            <th scope="col" className="py-2 pl-4 pr-2 font-semibold sm:pl-6">
              Product
            </th>
            <th scope="col" className="hidden w-28 px-2 py-2 font-semibold sm:table-cell">
              Price
            </th>
            <th scope="col" className="w-20 px-2 py-2 font-semibold sm:w-24">
              Quantity
            </th>
            <th scope="col" className="hidden w-28 px-2 py-2 text-right font-semibold sm:table-cell">
              Total
            </th>
            <th scope="col" className="w-14 py-2 pr-3 sm:w-20 sm:pr-6">
              <span className="sr-only">Remove</span>
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-sand-100">
          {lines.map((line) => (
            <tr key={line.product.id} data-testid="cart-line">
              <td className="py-4 pl-4 pr-2 sm:pl-6">
                <div className="flex items-center gap-3">
                  <img
                    src={line.product.image}
                    alt=""
                    width={64}
                    height={64}
                    className="size-12 shrink-0 rounded-lg bg-sand-100 object-cover sm:size-16"
                  />
                  <div className="min-w-0">
                    <p className="wrap-anywhere font-medium text-ink">{line.product.name}</p>
                    <p className="text-sand-600 sm:hidden">
                      {formatMoneyWithCents(line.unitPriceCents)} each
                    </p>
                    {line.product.productType === 'pre_order' && line.product.releaseDate ? (
                      <p className="text-xs text-sand-600">
                        Releases {formatIsoDay(line.product.releaseDate)}
                      </p>
                    ) : null}
                  </div>
                </div>
              </td>
              <td className="hidden px-2 py-4 tabular-nums sm:table-cell">
                {formatMoneyWithCents(line.unitPriceCents)}
              </td>
              <td className="px-2 py-4">
                <QuantityInput
                  key={line.quantity}
                  quantity={line.quantity}
                  label={`Quantity of ${line.product.name}`}
                  onCommit={(quantity) => onQuantity(line, quantity)}
                />
              </td>
              <td
                className="hidden px-2 py-4 text-right font-medium tabular-nums sm:table-cell"
                data-testid="line-total"
              >
                {formatMoneyWithCents(line.lineTotalCents)}
              </td>
              <td className="py-4 pr-3 text-right sm:pr-6">
                <Button
                  variant="ghost"
                  size="icon"
                  aria-label={`Remove ${line.product.name}`}
                  onClick={() => onRemove(line)}
                  className="text-sand-700 hover:text-danger"
                >
                  <Trash2 aria-hidden />
                </Button>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}
