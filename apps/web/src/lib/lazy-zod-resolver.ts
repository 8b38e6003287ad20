import type { FieldValues, Resolver } from 'react-hook-form';
import type { z } from 'zod';

type LazyResolver<T extends z.ZodType> = Resolver<z.input<T> & FieldValues, unknown, z.output<T>> & {
  /** Starts loading the schema (e.g. when the form gets focus), so that submitting does not wait. */
  preload: () => void;
};

/**
 * A react-hook-form resolver whose zod schema (and zod itself, about 24 KB gzipped) is loaded on first
 * use instead of with the page: `lazyZodResolver(() => import('@restora/shared/contracts/auth').then((m) =>
 * m.signInSchema))`. Validation runs exactly as with zodResolver once loaded; a failed load is retried on
 * the next validation.
 */
export function lazyZodResolver<T extends z.ZodType>(loadSchema: () => Promise<T>): LazyResolver<T> {
  type Values = z.input<T> & FieldValues;
  let loading: Promise<Resolver<Values, unknown, z.output<T>>> | undefined;
  const load = () =>
    (loading ??= Promise.all([loadSchema(), import('@hookform/resolvers/zod')])
      .then(
        ([schema, { zodResolver }]) =>
          zodResolver(schema as never) as unknown as Resolver<Values, unknown, z.output<T>>,
      )
      .catch((error: unknown) => {
        loading = undefined;
        throw error;
      }));
  const resolver: Resolver<Values, unknown, z.output<T>> = async (values, context, options) =>
    (await load())(values, context, options);
  return Object.assign(resolver, {
    preload: () => {
      load().catch(() => undefined);
    },
  });
}
