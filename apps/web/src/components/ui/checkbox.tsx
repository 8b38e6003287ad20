import { Check } from 'lucide-react';
import type { ComponentProps } from 'react';
import { cn } from '@/lib/cn';

type CheckboxProps = Omit<ComponentProps<'input'>, 'type' | 'onChange'> & {
  onCheckedChange?: (checked: boolean) => void;
};

/** The platform's checkbox, drawn in the site's style (a tick on green); label it with <Label htmlFor>. */
export function Checkbox({ className, onCheckedChange, ...props }: CheckboxProps) {
  return (
    <span className={cn('relative grid size-5 shrink-0 place-items-center', className)}>
      <input
        type="checkbox"
        className={
          'peer size-5 cursor-pointer appearance-none rounded-md border border-sand-500 bg-white transition-colors ' +
          'hover:border-primary-600 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary-600 ' +
          'checked:border-primary-700 checked:bg-primary-700 disabled:cursor-not-allowed disabled:opacity-50'
        }
        onChange={(event) => onCheckedChange?.(event.target.checked)}
        {...props}
      />
      <Check
        className="pointer-events-none absolute size-3.5 text-white opacity-0 peer-checked:opacity-100"
        strokeWidth={3}
        aria-hidden
      />
    </span>
  );
}
