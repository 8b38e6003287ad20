import { Check, Plus } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/cn';

type SelectToggleProps = {
  pressed: boolean;
  onPressedChange: (pressed: boolean) => void;
  /** The id of the service's title, so the button reads 'Select, Yoga Class'. */
  describedBy: string;
  className?: string;
};

/** A toggle button (aria-pressed) that adds a service to, or takes it out of, the selection. */
export function SelectToggle({ pressed, onPressedChange, describedBy, className }: SelectToggleProps) {
  return (
    <Button
      size="sm"
      variant={pressed ? 'primary' : 'outline'}
      aria-pressed={pressed}
      aria-describedby={describedBy}
      onClick={() => onPressedChange(!pressed)}
      className={cn('min-w-28', className)}
    >
      {pressed ? <Check aria-hidden /> : <Plus aria-hidden />}
      {pressed ? 'Selected' : 'Select'}
    </Button>
  );
}
