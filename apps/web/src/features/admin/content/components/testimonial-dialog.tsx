import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import type {
  AdminTestimonial,
  TestimonialInput,
  testimonialInputSchema,
} from '@restora/shared/contracts/admin-content';
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from '@/components/ui/dialog';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { Select } from '@/components/ui/select';
import { Textarea } from '@/components/ui/textarea';
import { toast } from '@/components/ui/toast-store';
import { applyServerErrors } from '@/lib/apply-server-errors';
import { lazyZodResolver } from '@/lib/lazy-zod-resolver';
import { useUpdateTestimonial } from '../api/update-testimonial';

const resolver = lazyZodResolver(() =>
  import('@restora/shared/contracts/admin-content').then((m) => m.testimonialInputSchema),
);
const FIELDS = ['name', 'testimonial', 'location', 'rating', 'published'] as const;

type Values = { name: string; testimonial: string; location: string; rating: string; published: boolean };

/** Edits one testimonial's words, rating and whether the home page shows it. */
export function TestimonialDialog({ testimonial }: { testimonial: AdminTestimonial }) {
  const [open, setOpen] = useState(false);
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>
        <Button size="sm" variant="outline">
          Edit<span className="sr-only"> the testimonial of {testimonial.name ?? 'Anonymous'}</span>
        </Button>
      </DialogTrigger>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Edit testimonial</DialogTitle>
          <DialogDescription>A hidden testimonial stays here but leaves the home page.</DialogDescription>
        </DialogHeader>
        <TestimonialForm testimonial={testimonial} onSaved={() => setOpen(false)} />
      </DialogContent>
    </Dialog>
  );
}

function TestimonialForm({ testimonial, onSaved }: { testimonial: AdminTestimonial; onSaved: () => void }) {
  const id = useId();
  const update = useUpdateTestimonial();
  const [formError, setFormError] = useState<string | null>(null);
  const form = useForm<TestimonialInput, unknown, z.output<typeof testimonialInputSchema>>({
    resolver,
    defaultValues: {
      name: testimonial.name ?? '',
      testimonial: testimonial.testimonial,
      location: testimonial.location ?? '',
      rating: testimonial.rating,
      published: testimonial.published,
    },
  });
  const { errors, isSubmitting } = form.formState;
  const submit = form.handleSubmit(async (input) => {
    setFormError(null);
    try {
      await update.mutateAsync({ id: testimonial.id, input });
      toast({ title: 'Testimonial saved' });
      onSaved();
    } catch (error) {
      setFormError(applyServerErrors(error, form.setError, FIELDS));
    }
  });
  const field = (name: keyof Values) => ({ id: `${id}-${name}`, error: errors[name]?.message });
  return (
    <form noValidate onSubmit={submit} onFocus={resolver.preload} aria-label="Testimonial">
      <fieldset disabled={isSubmitting} className="grid gap-4">
        {formError ? (
          <p role="alert" className="text-sm text-danger">
            {formError}
          </p>
        ) : null}
        <FormField {...field('name')} label="Name (empty reads Anonymous)">
          {(aria) => <Input {...aria} {...form.register('name')} />}
        </FormField>
        <FormField {...field('location')} label="Location (optional)">
          {(aria) => <Input {...aria} {...form.register('location')} />}
        </FormField>
        <FormField {...field('testimonial')} label="Testimonial">
          {(aria) => <Textarea rows={5} {...aria} {...form.register('testimonial')} />}
        </FormField>
        <FormField {...field('rating')} label="Rating">
          {(aria) => (
            <Select
              {...aria}
              {...form.register('rating', { setValueAs: (v: string) => (v === '' ? null : Number(v)) })}
            >
              <option value="">None (counts as 5)</option>
              {[5, 4, 3, 2, 1].map((r) => (
                <option key={r} value={r}>
                  {r} {r === 1 ? 'star' : 'stars'}
                </option>
              ))}
            </Select>
          )}
        </FormField>
        <label className="flex items-center gap-2 text-sm font-medium">
          <input type="checkbox" className="size-4 accent-primary-700" {...form.register('published')} />
          Shown on the home page
        </label>
        <div>
          <Button type="submit">{isSubmitting ? 'Saving...' : 'Save testimonial'}</Button>
        </div>
      </fieldset>
    </form>
  );
}
