import { MapPin } from 'lucide-react';
import type { FilterOptions } from '@restora/shared/contracts/stays';
import { ComboboxInput } from './combobox-input';
import { placeSuggestions } from './place-suggestions';

type LocationFieldProps = {
  id: string;
  value: string;
  onChange: (location: string) => void;
  locations: FilterOptions['locations'] | undefined;
  className?: string;
};

export function LocationField({ id, value, onChange, locations, className }: LocationFieldProps) {
  return (
    <ComboboxInput
      id={id}
      label="Location"
      value={value}
      onValueChange={onChange}
      options={placeSuggestions(locations ?? [], value)}
      placeholder="Where to? City, region or country"
      icon={<MapPin aria-hidden />}
      className={className}
    />
  );
}
