import { useId, type FormEvent } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import type { PartnerApplicationInput } from '@restora/shared/contracts/content';
import { PARTNER_TYPES } from '@restora/shared/domain/content-vocabulary';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { Select } from '@/components/ui/select';
import { Textarea } from '@/components/ui/textarea';
import { FormAlert } from '@/components/ui/form-alert';

type PartnerApplicationFormProps = {
  form: UseFormReturn<PartnerApplicationInput>;
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
  formError: string | null;
};

export function PartnerApplicationForm({ form, onSubmit, formError }: PartnerApplicationFormProps) {
  const id = useId();
  const { errors, isSubmitting } = form.formState;
  return (
    <form noValidate onSubmit={onSubmit} aria-label="Partner application" className="grid gap-5">
      <FormAlert message={formError} />
      <fieldset disabled={isSubmitting} className="grid gap-5">
        <FormField id={`${id}-organisation`} label="Organisation" error={errors.organisation?.message}>
          {(aria) => <Input autoComplete="organization" {...aria} {...form.register('organisation')} />}
        </FormField>
        <FormField id={`${id}-type`} label="Partner type" error={errors.partnerType?.message}>
          {(aria) => (
            <Select {...aria} {...form.register('partnerType')}>
              <option value="">Choose one</option>
              {PARTNER_TYPES.map((type) => (
                <option key={type} value={type}>
                  {type}
                </option>
              ))}
            </Select>
          )}
        </FormField>
        <div className="grid gap-5 sm:grid-cols-2">
          <FormField id={`${id}-contact`} label="Contact name" error={errors.contactName?.message}>
            {(aria) => <Input autoComplete="name" {...aria} {...form.register('contactName')} />}
          </FormField>
          <FormField id={`${id}-email`} label="Email" error={errors.email?.message}>
            {(aria) => <Input type="email" autoComplete="email" {...aria} {...form.register('email')} />}
          </FormField>
        </div>
        <FormField id={`${id}-country`} label="Country" error={errors.country?.message}>
          {(aria) => <Input autoComplete="country-name" {...aria} {...form.register('country')} />}
        </FormField>
        <FormField
          id={`${id}-message`}
          label="Tell us about your business"
          error={errors.message?.message}
          hint="What you offer, where you are, and what kind of guests you welcome."
        >
          {(aria) => <Textarea rows={5} {...aria} {...form.register('message')} />}
        </FormField>
        <Button type="submit" size="lg" className="w-full">
          {isSubmitting ? 'Sending...' : 'Send application'}
        </Button>
      </fieldset>
    </form>
  );
}
