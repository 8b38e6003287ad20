import { useFormRows } from './use-form-rows';
import { Plus, Trash2 } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { FieldError } from '@/components/ui/field-error';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { Select } from '@/components/ui/select';
import { Textarea } from '@/components/ui/textarea';
import { FormSection } from './form-section';
import type { FieldProps, RetreatForm } from './retreat-form-parts';
import { emptyOption } from './retreat-form-values';

type Props = {
  form: RetreatForm;
  field: FieldProps;
  /** The rooms of the chosen property, for an option that holds one. */
  rooms: readonly { id: number; title: string }[];
};

/**
 * The room options ("private room"): a price per person for the whole program, spots, an optional early
 * bird (a lower price until a date, for the first spots, or both), and optionally a room of the property
 * whose nights the program holds once published.
 */
export function RetreatOptionFields({ form, field, rooms }: Props) {
  const rows = useFormRows(form, 'options');
  const listError = field('options').error;
  return (
    <FormSection title="Room options" hint="Prices are in US dollars, per person for the whole program.">
      {rows.keys.map((key, i) => {
        const name = (f: string) => `options.${i}.${f}` as const;
        const reg = (f: string) => form.register(`options.${i}.${f as 'name'}`);
        const label = (what: string) => `Option ${i + 1}: ${what}`;
        return (
          <div key={key} className="grid gap-4 rounded-xl border border-sand-200 p-4">
            <div className="grid items-start gap-4 sm:grid-cols-2">
              <FormField {...field(name('name'))} label={label('name')}>
                {(aria) => <Input {...aria} placeholder="Private room" {...reg('name')} />}
              </FormField>
              <FormField
                {...field(name('roomId'))}
                label={label('room held')}
                hint="Its nights are held while published."
              >
                {(aria) => (
                  <Select {...aria} {...reg('roomId')}>
                    <option value="">No particular room</option>
                    {rooms.map((r) => (
                      <option key={r.id} value={String(r.id)}>
                        {r.title}
                      </option>
                    ))}
                  </Select>
                )}
              </FormField>
            </div>
            <FormField {...field(name('description'))} label={label('description')}>
              {(aria) => <Textarea rows={2} {...aria} {...reg('description')} />}
            </FormField>
            <div className="grid items-start gap-4 sm:grid-cols-2">
              <FormField {...field(name('priceCents'))} label={label('price per person ($)')}>
                {(aria) => <Input inputMode="decimal" {...aria} {...reg('priceCents')} />}
              </FormField>
              <FormField {...field(name('spots'))} label={label('spots')}>
                {(aria) => <Input inputMode="numeric" {...aria} {...reg('spots')} />}
              </FormField>
            </div>
            <div className="grid items-start gap-4 sm:grid-cols-3">
              <FormField
                {...field(name('earlyBirdPriceCents'))}
                label={label('early-bird price ($)')}
                hint="Optional."
              >
                {(aria) => <Input inputMode="decimal" {...aria} {...reg('earlyBirdPriceCents')} />}
              </FormField>
              <FormField {...field(name('earlyBirdUntil'))} label={label('early bird until')}>
                {(aria) => <Input type="date" {...aria} {...reg('earlyBirdUntil')} />}
              </FormField>
              <FormField {...field(name('earlyBirdSpots'))} label={label('early-bird spots')}>
                {(aria) => <Input inputMode="numeric" {...aria} {...reg('earlyBirdSpots')} />}
              </FormField>
            </div>
            {rows.keys.length > 1 ? (
              <Button
                type="button"
                variant="ghost"
                size="sm"
                className="justify-self-start"
                onClick={() => rows.remove(i)}
              >
                <Trash2 aria-hidden />
                Remove option {i + 1}
              </Button>
            ) : null}
          </div>
        );
      })}
      <FieldError id={`${field('options').id}-error`} message={listError} />
      <Button
        type="button"
        variant="outline"
        size="sm"
        className="justify-self-start"
        onClick={() => rows.append(emptyOption())}
      >
        <Plus aria-hidden />
        Add a room option
      </Button>
    </FormSection>
  );
}
