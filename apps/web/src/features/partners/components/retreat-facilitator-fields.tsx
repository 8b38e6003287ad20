import { useFormRows } from './use-form-rows';
import { useWatch } from 'react-hook-form';
import { Plus, Trash2 } from 'lucide-react';
import type { Photo } from '@restora/shared/contracts/photos';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { PhotoPicture } from '@/components/ui/photo-picture';
import { Select } from '@/components/ui/select';
import { Textarea } from '@/components/ui/textarea';
import { FormSection } from './form-section';
import type { FieldProps, RetreatForm } from './retreat-form-parts';

/** How a photo is named in the picker: its place in the order and its alternative text. */
export const photoChoiceLabel = (photo: Photo, i: number) =>
  `Photo ${i + 1}${photo.alt ? `: ${photo.alt}` : ' (no description yet)'}`;

/**
 * The teachers of the program: a name, a short bio and a portrait each, added and removed as rows. The
 * portrait is one of the retreat's photos (docs/decisions/photos.md, "Retreat and facilitator photos");
 * `photos` is undefined until the retreat is saved and can have some.
 */
export function RetreatFacilitatorFields({
  form,
  field,
  photos,
}: {
  form: RetreatForm;
  field: FieldProps;
  photos?: readonly Photo[];
}) {
  const rows = useFormRows(form, 'facilitators');
  const values = useWatch({ control: form.control, name: 'facilitators' });
  return (
    <FormSection title="Facilitators" hint="Who leads the program.">
      {rows.keys.map((key, i) => {
        const chosen = photos?.find((p) => String(p.id) === values?.[i]?.photoId);
        return (
          <div key={key} className="grid gap-4 rounded-xl border border-sand-200 p-4">
            <FormField {...field(`facilitators.${i}.name`)} label={`Facilitator ${i + 1}: name`}>
              {(aria) => <Input {...aria} {...form.register(`facilitators.${i}.name`)} />}
            </FormField>
            <FormField {...field(`facilitators.${i}.bio`)} label={`Facilitator ${i + 1}: short bio`}>
              {(aria) => <Textarea rows={3} {...aria} {...form.register(`facilitators.${i}.bio`)} />}
            </FormField>
            {photos ? (
              <div className="flex items-end gap-4">
                <div className="grow">
                  <FormField
                    {...field(`facilitators.${i}.photoId`)}
                    label={`Facilitator ${i + 1}: photo`}
                    hint="One of the retreat's photos; it then leaves the gallery."
                  >
                    {(aria) => (
                      <Select {...aria} {...form.register(`facilitators.${i}.photoId`)}>
                        <option value="">No photo</option>
                        {photos.map((p, n) => (
                          <option key={p.id} value={String(p.id)}>
                            {photoChoiceLabel(p, n)}
                          </option>
                        ))}
                      </Select>
                    )}
                  </FormField>
                </div>
                {chosen ? (
                  <PhotoPicture
                    photo={chosen}
                    alt={`Photo of ${values?.[i]?.name || `facilitator ${i + 1}`}`}
                    sizes="4rem"
                    className="size-16 shrink-0 rounded-full object-cover"
                  />
                ) : null}
              </div>
            ) : null}
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
        );
      })}
      {photos ? null : (
        <p className="text-sm text-sand-700">
          Save the retreat, then add its photos to give facilitators one.
        </p>
      )}
      <Button
        type="button"
        variant="outline"
        size="sm"
        className="justify-self-start"
        onClick={() => rows.append({ name: '', bio: '', photoId: '' })}
      >
        <Plus aria-hidden />
        Add a facilitator
      </Button>
    </FormSection>
  );
}
