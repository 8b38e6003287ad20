import { useFormRows } from './use-form-rows';
import { Plus, Trash2 } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { Textarea } from '@/components/ui/textarea';
import { FormSection } from './form-section';
import type { FieldProps, RetreatForm } from './retreat-form-parts';

/** The teachers of the program: a name and a short bio each, added and removed as rows. */
export function RetreatFacilitatorFields({ form, field }: { form: RetreatForm; field: FieldProps }) {
  const rows = useFormRows(form, 'facilitators');
  return (
    <FormSection title="Facilitators" hint="Who leads the program.">
      {rows.keys.map((key, i) => (
        <div key={key} className="grid gap-4 rounded-xl border border-sand-200 p-4">
          <FormField {...field(`facilitators.${i}.name`)} label={`Facilitator ${i + 1}: name`}>
            {(aria) => <Input {...aria} {...form.register(`facilitators.${i}.name`)} />}
          </FormField>
          <FormField {...field(`facilitators.${i}.bio`)} label={`Facilitator ${i + 1}: short bio`}>
            {(aria) => <Textarea rows={3} {...aria} {...form.register(`facilitators.${i}.bio`)} />}
          </FormField>
          <Button
            type="button"
            variant="ghost"
            size="sm"
            className="justify-self-start"
            onClick={() => rows.remove(i)}
          >
            <Trash2 aria-hidden />
            Remove facilitator {i + 1}
          </Button>
        </div>
      ))}
      <Button
        type="button"
        variant="outline"
        size="sm"
        className="justify-self-start"
        onClick={() => rows.append({ name: '', bio: '' })}
      >
        <Plus aria-hidden />
        Add a facilitator
      </Button>
    </FormSection>
  );
}
