import { Slider as SliderPrimitive } from 'radix-ui';
import type { ComponentProps } from 'react';
import { cn } from '@/lib/cn';

type SliderProps = ComponentProps<typeof SliderPrimitive.Root> & {
  /** One accessible name per thumb, e.g. ['Minimum price', 'Maximum price']. */
  thumbLabels: string[];
  /** Spoken value of each thumb (aria-valuetext), e.g. '$150'. */
  formatValue?: (value: number) => string;
};

export function Slider({ className, thumbLabels, formatValue, value, defaultValue, ...props }: SliderProps) {
  const values = value ?? defaultValue ?? [];
  return (
    <SliderPrimitive.Root
      className={cn('relative flex h-6 w-full touch-none select-none items-center', className)}
      value={value}
      defaultValue={defaultValue}
      {...props}
    >
      <SliderPrimitive.Track className="relative h-1.5 grow overflow-hidden rounded-full bg-sand-200">
        <SliderPrimitive.Range className="absolute h-full rounded-full bg-primary-600" />
      </SliderPrimitive.Track>
      {thumbLabels.map((label, i) => (
        <SliderPrimitive.Thumb
          key={label}
          aria-label={label}
          {...(formatValue && values[i] !== undefined ? { 'aria-valuetext': formatValue(values[i]) } : {})}
          className={
            'block size-5 rounded-full border-2 border-primary-700 bg-white shadow-sm transition-shadow ' +
            'hover:ring-4 hover:ring-primary-100 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary-600'
          }
        />
      ))}
    </SliderPrimitive.Root>
  );
}
