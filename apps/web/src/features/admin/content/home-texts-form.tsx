import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import type { HomeTexts, HomeTextsInput } from '@restora/shared/contracts/admin-content';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { Textarea } from '@/components/ui/textarea';
import { toast } from '@/components/ui/toast-store';
import { applyServerErrors } from '@/lib/apply-server-errors';
import { lazyZodResolver } from '@/lib/lazy-zod-resolver';
import { useHomeTexts, useUpdateHomeTexts } from './api/home-texts';

const resolver = lazyZodResolver(() =>
  import('@restora/shared/contracts/admin-content').then((m) => m.homeTextsSchema),
);
const FIELDS = [
  'hero.title',
  'hero.subtitle',
  'hero.ctaText',
  'partnerCta.title',
  'partnerCta.description',
  'partnerCta.ctaText',
] as const;

/** The home page's hero and partner call to action: their words (the pictures stay). */
export function HomeTextsScreen() {
  const texts = useHomeTexts();
  if (texts.isPending)
    return (
      <p className="mt-6 text-sand-700" role="status">
        Loading the texts...
      </p>
    );
  if (texts.isError)
    return (
      <p role="alert" className="mt-6 text-danger">
        {texts.error.message}
      </p>
    );
  return <HomeTextsForm texts={texts.data} />;
}

function HomeTextsForm({ texts }: { texts: HomeTexts }) {
  const id = useId();
  const update = useUpdateHomeTexts();
  const [formError, setFormError] = useState<string | null>(null);
  const form = useForm<HomeTextsInput, unknown, HomeTexts>({ resolver, defaultValues: texts });
  const { errors, isSubmitting } = form.formState;
  const submit = form.handleSubmit(async (input) => {
    setFormError(null);
    try {
      // Reset to what the server answered (docs/decisions/screens-and-texts.md, "A saved form is clean").
      form.reset(await update.mutateAsync(input));
      toast({ title: 'Home page texts saved', description: 'The home page shows them now.' });
    } catch (error) {
      setFormError(applyServerErrors(error, form.setError, FIELDS));
    }
  });
  const f = (name: (typeof FIELDS)[number]) => {
    const [group, key] = name.split('.') as ['hero' | 'partnerCta', string];
    const error = (errors[group] as Record<string, { message?: string }> | undefined)?.[key]?.message;
    return { id: `${id}-${name.replace('.', '-')}`, error };
  };
  return (
    <form
      noValidate
      onSubmit={submit}
      onFocus={resolver.preload}
      aria-label="Home page texts"
      className="mt-6 max-w-2xl"
    >
      <fieldset disabled={isSubmitting} className="grid gap-8">
        {formError ? (
          <p role="alert" className="text-sm text-danger">
            {formError}
          </p>
        ) : null}
        <fieldset className="grid gap-4">
          <legend className="text-xl font-semibold">Hero</legend>
          <FormField {...f('hero.title')} label="Title">
            {(aria) => <Input {...aria} {...form.register('hero.title')} />}
          </FormField>
          <FormField {...f('hero.subtitle')} label="Subtitle">
            {(aria) => <Textarea rows={2} {...aria} {...form.register('hero.subtitle')} />}
          </FormField>
          <FormField {...f('hero.ctaText')} label="Button">
            {(aria) => <Input {...aria} {...form.register('hero.ctaText')} />}
          </FormField>
        </fieldset>
        <fieldset className="grid gap-4">
          <legend className="text-xl font-semibold">Partner call to action</legend>
          <FormField {...f('partnerCta.title')} label="Title">
            {(aria) => <Input {...aria} {...form.register('partnerCta.title')} />}
          </FormField>
          <FormField {...f('partnerCta.description')} label="Description">
            {(aria) => <Textarea rows={3} {...aria} {...form.register('partnerCta.description')} />}
          </FormField>
          <FormField {...f('partnerCta.ctaText')} label="Button">
            {(aria) => <Input {...aria} {...form.register('partnerCta.ctaText')} />}
          </FormField>
        </fieldset>
        <div>
          <Button type="submit">{isSubmitting ? 'Saving...' : 'Save texts'}</Button>
        </div>
      </fieldset>
    </form>
  );
}
