import { useEffect, useId } from 'react';
import { useForm } from 'react-hook-form';
import { Button } from '@/components/ui/button';
import { FieldError } from '@/components/ui/field-error';
import { Input } from '@/components/ui/input';
import { toast } from '@/components/ui/toast-store';
import { ApiError } from '@/lib/api-client';
import { cn } from '@/lib/cn';
import { lazyZodResolver } from '@/lib/lazy-zod-resolver';
import { useSubscribeNewsletter } from '../api/subscribe-newsletter';

const resolver = lazyZodResolver(() =>
  import('@restora/shared/contracts/newsletter').then((m) => m.newsletterFormSchema),
);
type FormValues = { email: string };

type NewsletterFormProps = { source: 'footer' | 'knowledge'; className?: string; tone?: 'light' | 'dark' };

export function NewsletterForm({ source, className, tone = 'light' }: NewsletterFormProps) {
  const id = useId();
  const subscribe = useSubscribeNewsletter();
  const form = useForm<FormValues>({ resolver, defaultValues: { email: '' } });
  const error = form.formState.errors.email?.message;
  // The form loads after the page has been taken over (newsletter-form-on-demand.tsx): this says it now
  // answers, e.g. html[data-footer-newsletter] for the footer's (end-to-end tests wait for it).
  useEffect(() => {
    document.documentElement.setAttribute(`data-${source}-newsletter`, 'ready');
  }, [source]);

  const onSubmit = form.handleSubmit(async ({ email }) => {
    try {
      const result = await subscribe.mutateAsync({ email, source });
      toast({
        title: result.alreadySubscribed ? "You're already subscribed" : 'Subscribed',
        description: result.alreadySubscribed
          ? 'This address is already on our list. Nothing more to do.'
          : 'Thank you. Our next wellness letter is on its way to your inbox.',
      });
      form.reset();
    } catch (err) {
      if (err instanceof ApiError && err.fields?.email) {
        form.setError('email', { message: err.fields.email });
        return;
      }
      toast({
        title: 'Subscription failed',
        description: err instanceof Error ? err.message : 'Please try again.',
        variant: 'destructive',
      });
    }
  });

  return (
    <form
      onFocus={resolver.preload}
      noValidate
      onSubmit={onSubmit}
      className={className}
      aria-label="Newsletter sign-up"
    >
      <fieldset disabled={form.formState.isSubmitting} className="flex flex-col gap-2 sm:flex-row">
        <div className="flex-1">
          <label htmlFor={`${id}-email`} className="sr-only">
            Email address
          </label>
          <Input
            id={`${id}-email`}
            type="email"
            autoComplete="email"
            placeholder="Your email address"
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? `${id}-error` : undefined}
            {...form.register('email')}
          />
          <div className={cn(tone === 'dark' && '[&_p]:text-accent-100')}>
            <FieldError id={`${id}-error`} message={error} />
          </div>
        </div>
        <Button type="submit" variant={tone === 'dark' ? 'accent' : 'primary'}>
          {form.formState.isSubmitting ? 'Subscribing...' : 'Subscribe'}
        </Button>
      </fieldset>
    </form>
  );
}
