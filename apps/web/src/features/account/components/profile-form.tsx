import { useId } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import type { SessionUser } from '@restora/shared/contracts/auth';
import type { updateProfileSchema } from '@restora/shared/contracts/profile';
import { lazyZodResolver } from '@/lib/lazy-zod-resolver';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { toast } from '@/components/ui/toast-store';
import { ApiError } from '@/lib/api-client';
import { useUpdateProfile } from '../api/update-profile';
import { applyServerErrors } from '@/lib/apply-server-errors';
import { EmailVerificationStatus } from './email-verification-status';

type Values = z.input<typeof updateProfileSchema>;

const resolver = lazyZodResolver(() =>
  import('@restora/shared/contracts/profile').then((m) => m.updateProfileSchema),
);

export function ProfileForm({ profile }: { profile: SessionUser }) {
  const id = useId();
  const update = useUpdateProfile();
  const form = useForm<Values, unknown, z.output<typeof updateProfileSchema>>({
    resolver,
    defaultValues: {
      firstName: profile.firstName ?? '',
      lastName: profile.lastName ?? '',
      phone: profile.phone ?? '',
    },
  });
  const { errors, isSubmitting } = form.formState;

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      const saved = await update.mutateAsync(values);
      form.reset({
        firstName: saved.firstName ?? '',
        lastName: saved.lastName ?? '',
        phone: saved.phone ?? '',
      });
      toast({ title: 'Profile updated successfully.' });
    } catch (error) {
      const message = applyServerErrors(error, form.setError, ['firstName', 'lastName', 'phone']);
      if (message !== null) {
        toast({
          title: 'Error',
          description:
            error instanceof ApiError ? 'Failed to update profile' : 'An unexpected error occurred',
          variant: 'destructive',
        });
      }
    }
  });

  return (
    <form
      onFocus={resolver.preload}
      noValidate
      onSubmit={onSubmit}
      aria-label="Profile"
      className="grid gap-6"
    >
      <fieldset disabled={isSubmitting} className="grid gap-6">
        <FormField
          id={`${id}-email`}
          label="Email"
          hint="Email cannot be changed. Contact support if needed."
        >
          {(aria) => <Input value={profile.email} readOnly className="bg-sand-100" {...aria} />}
        </FormField>
        <div className="-mt-3">
          <EmailVerificationStatus verified={profile.emailVerified} />
        </div>
        <FormField id={`${id}-role`} label="Role" hint="Your account role is managed by administrators.">
          {(aria) => <Input value={profile.role} readOnly className="bg-sand-100 capitalize" {...aria} />}
        </FormField>
        <div className="grid gap-6 sm:grid-cols-2">
          <FormField id={`${id}-first`} label="First name" error={errors.firstName?.message}>
            {(aria) => <Input autoComplete="given-name" {...aria} {...form.register('firstName')} />}
          </FormField>
          <FormField id={`${id}-last`} label="Last name" error={errors.lastName?.message}>
            {(aria) => <Input autoComplete="family-name" {...aria} {...form.register('lastName')} />}
          </FormField>
        </div>
        <FormField id={`${id}-phone`} label="Phone" error={errors.phone?.message}>
          {(aria) => <Input type="tel" autoComplete="tel" {...aria} {...form.register('phone')} />}
        </FormField>
        <div>
          <Button type="submit" size="lg">
            {isSubmitting ? 'Saving...' : 'Save Changes'}
          </Button>
        </div>
      </fieldset>
    </form>
  );
}
