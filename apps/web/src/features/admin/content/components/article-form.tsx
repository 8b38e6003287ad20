import { useWatch } from 'react-hook-form';
import type { z } from 'zod';
import type { articleInputSchema, ArticleInput } from '@restora/shared/contracts/admin-content';
import { ARTICLE_COVERS, ARTICLE_EDIT_CATEGORIES, slugOf } from '@restora/shared/domain/article-editing';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { Select } from '@/components/ui/select';
import { Textarea } from '@/components/ui/textarea';
import { cn } from '@/lib/cn';
import { lazyZodResolver } from '@/lib/lazy-zod-resolver';
import { useRecordForm } from '@/lib/saved-record';
import { useArticlePreview } from '../article-preview';
import { FormAlert } from '@/components/ui/form-alert';

const resolver = lazyZodResolver(() =>
  import('@restora/shared/contracts/admin-content').then((m) => m.articleInputSchema),
);

const FIELDS = ['title', 'slug', 'category', 'readTime', 'image', 'description', 'content'] as const;
type Output = z.output<typeof articleInputSchema>;

const coverLabel = (path: string) =>
  path
    .replace(/^.*\/|\.svg$/g, '')
    .replace(/-/g, ' ')
    .replace(/^./, (c) => c.toUpperCase());

type Props = {
  defaultValues: ArticleInput;
  submitLabel: string;
  onSubmit: (values: Output) => Promise<unknown>;
};

/**
 * An article's fields, its Markdown body beside a live preview as the knowledge centre will show it
 * (stacked on a phone). What was typed stays when a save fails; the server's messages go on the fields.
 */
export function ArticleForm({ defaultValues, submitLabel, onSubmit }: Props) {
  const renderPreview = useArticlePreview();
  const { id, form, submit, formError, field } = useRecordForm({
    resolver,
    record: defaultValues,
    fields: FIELDS,
    save: onSubmit,
  });
  const { errors, isSubmitting } = form.formState;
  const [body, image] = useWatch({ control: form.control, name: ['content', 'image'] });
  const fillSlug = () => {
    if (!form.getValues('slug')) form.setValue('slug', slugOf(form.getValues('title')));
  };

  return (
    <form onFocus={resolver.preload} noValidate onSubmit={submit} aria-label="Article" className="mt-6">
      <fieldset disabled={isSubmitting} className="grid gap-6">
        <FormAlert message={formError} />
        <div className="grid gap-5 md:grid-cols-2">
          <FormField {...field('title')} label="Title">
            {(aria) => <Input {...aria} {...form.register('title', { onBlur: fillSlug })} />}
          </FormField>
          <FormField {...field('slug')} label="Slug" hint="The address: /knowledge/your-slug">
            {(aria) => (
              <Input {...aria} autoCapitalize="none" spellCheck={false} {...form.register('slug')} />
            )}
          </FormField>
          <FormField {...field('category')} label="Category">
            {(aria) => (
              <Select {...aria} {...form.register('category')}>
                <option value="">Choose a category</option>
                {ARTICLE_EDIT_CATEGORIES.map((c) => (
                  <option key={c} value={c}>
                    {c}
                  </option>
                ))}
              </Select>
            )}
          </FormField>
          <FormField {...field('readTime')} label="Read time (minutes)">
            {(aria) => (
              <Input
                {...aria}
                type="number"
                inputMode="numeric"
                min={1}
                max={120}
                {...form.register('readTime', { valueAsNumber: true })}
              />
            )}
          </FormField>
        </div>
        <fieldset aria-describedby={errors.image ? `${id}-image-error` : undefined}>
          <legend className="text-sm font-medium">Cover</legend>
          <div className="mt-2 grid grid-cols-3 gap-3 sm:grid-cols-6">
            {ARTICLE_COVERS.map((cover) => (
              <label
                key={cover}
                className={cn(
                  'cursor-pointer rounded-xl border-2 p-1 text-center text-xs has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-primary-600',
                  image === cover
                    ? 'border-primary-600 bg-primary-50'
                    : 'border-transparent hover:border-sand-300',
                )}
              >
                <input type="radio" value={cover} className="sr-only" {...form.register('image')} />
                <img
                  src={cover}
                  alt=""
                  width={160}
                  height={100}
                  className="aspect-[8/5] w-full rounded-lg object-cover"
                />
                <span className="mt-1 block">{coverLabel(cover)}</span>
              </label>
            ))}
          </div>
          {errors.image ? (
            <p id={`${id}-image-error`} role="alert" className="mt-1.5 text-sm text-danger">
              {errors.image.message}
            </p>
          ) : null}
        </fieldset>
        <FormField {...field('description')} label="Excerpt" hint="Shown on the knowledge centre's card.">
          {(aria) => <Textarea rows={2} {...aria} {...form.register('description')} />}
        </FormField>
        <div className="grid gap-5 lg:grid-cols-2">
          <FormField
            {...field('content')}
            label="Body (Markdown)"
            hint="## headings, **bold**, _italic_, - lists, > quotes, [links](https://...). HTML shows as text."
          >
            {(aria) => <Textarea rows={22} className="font-mono" {...aria} {...form.register('content')} />}
          </FormField>
          <section aria-label="Preview" className="min-w-0">
            <h2 className="text-sm font-medium">Preview</h2>
            {/* It scrolls, so it takes focus: a keyboard can scroll it too (WCAG 2.1.1). */}
            <div
              tabIndex={0}
              role="group"
              aria-label="Preview of the body"
              className="mt-1.5 max-h-[36rem] overflow-y-auto rounded-xl border border-sand-200 bg-white p-5 focus-visible:outline-2 focus-visible:outline-primary-600"
            >
              {!body.trim() ? (
                <p className="text-sand-600">Nothing to preview yet.</p>
              ) : renderPreview ? (
                renderPreview(body)
              ) : (
                <p className="whitespace-pre-wrap">{body}</p>
              )}
            </div>
          </section>
        </div>
        <div>
          <Button type="submit">{isSubmitting ? 'Saving...' : submitLabel}</Button>
        </div>
      </fieldset>
    </form>
  );
}
