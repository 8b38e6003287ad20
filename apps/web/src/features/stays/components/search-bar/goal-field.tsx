import { Sparkles } from 'lucide-react';
import { ComboboxInput } from './combobox-input';
import { filterGoals } from './search-values';

type GoalFieldProps = {
  id: string;
  value: string;
  onChange: (goal: string) => void;
  goals: readonly string[] | undefined;
  isLoading: boolean;
  className?: string;
};

/** The wellness-goal dropdown: substring matches, the first 10 (docs/decisions/stay-search.md). */
export function GoalField({ id, value, onChange, goals, isLoading, className }: GoalFieldProps) {
  return (
    <ComboboxInput
      id={id}
      label="Wellness goal"
      value={value}
      onValueChange={onChange}
      options={filterGoals(goals ?? [], value).map((goal) => ({ value: goal }))}
      status={isLoading ? 'Loading goals...' : null}
      emptyText="No matching goals"
      placeholder="Any goal"
      icon={<Sparkles aria-hidden />}
      openOnFocus
      className={className}
    />
  );
}
