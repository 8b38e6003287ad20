import { useState, type KeyboardEvent, type ReactNode } from 'react';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { cn } from '@/lib/cn';

export type ComboboxOption = { value: string; hint?: string };

type ComboboxInputProps = {
  id: string;
  label: string;
  value: string;
  onValueChange: (text: string) => void;
  options: ComboboxOption[];
  placeholder?: string;
  icon?: ReactNode;
  /** Shown in the popup instead of options (e.g. 'Loading goals...'). */
  status?: string | null;
  /** Shown when the text matches nothing. */
  emptyText?: string;
  /** Open the list on focus, before anything is typed. */
  openOnFocus?: boolean;
  className?: string;
};

/**
 * A text input with a list of suggestions (the WAI-ARIA 1.2 combobox pattern): arrows move through the
 * list, Enter picks, Escape closes; the typed text stays free when nothing is picked.
 */
export function ComboboxInput({
  id,
  label,
  value,
  onValueChange,
  options,
  placeholder,
  icon,
  status,
  emptyText,
  openOnFocus = false,
  className,
}: ComboboxInputProps) {
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const listId = `${id}-listbox`;
  const current = active < options.length ? active : -1;
  const showList = open && !status && options.length > 0;
  const message = status ?? (options.length === 0 && value.trim() ? emptyText : undefined);
  const showMessage = open && Boolean(message);

  const pick = (option: ComboboxOption) => {
    onValueChange(option.value);
    setOpen(false);
    setActive(-1);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      if (!open) {
        setOpen(true);
        return;
      }
      if (!options.length) return;
      const step = event.key === 'ArrowDown' ? 1 : -1;
      const next = (current + step + options.length) % options.length;
      setActive(next);
      document.getElementById(`${id}-option-${next}`)?.scrollIntoView({ block: 'nearest' });
    } else if (event.key === 'Enter' && showList && current >= 0) {
      event.preventDefault();
      pick(options[current]!);
    } else if (event.key === 'Escape' && (showList || showMessage)) {
      event.preventDefault();
      setOpen(false);
      setActive(-1);
    }
  };

  return (
    <div className={cn('relative grid gap-1.5', className)}>
      <Label htmlFor={id}>{label}</Label>
      <div className="relative">
        {icon ? (
          <span className="pointer-events-none absolute inset-y-0 left-3.5 flex items-center text-sand-600 [&_svg]:size-4">
            {icon}
          </span>
        ) : null}
        <Input
          id={id}
          role="combobox"
          autoComplete="off"
          aria-autocomplete="list"
          aria-expanded={showList}
          {...(showList ? { 'aria-controls': listId } : {})}
          {...(showList && current >= 0 ? { 'aria-activedescendant': `${id}-option-${current}` } : {})}
          value={value}
          placeholder={placeholder}
          className={icon ? 'pl-10' : undefined}
          onChange={(event) => {
            onValueChange(event.target.value);
            setOpen(true);
            setActive(-1);
          }}
          onFocus={() => openOnFocus && setOpen(true)}
          onClick={() => setOpen(true)}
          onBlur={() => {
            setOpen(false);
            setActive(-1);
          }}
          onKeyDown={onKeyDown}
        />
      </div>
      {showList ? (
        <ul
          id={listId}
          role="listbox"
          aria-label={label}
          className="absolute inset-x-0 top-full z-30 mt-2 max-h-80 overflow-y-auto rounded-2xl border border-sand-200 bg-white p-1.5 shadow-soft"
        >
          {options.map((option, i) => (
            <li
              key={option.value}
              id={`${id}-option-${i}`}
              role="option"
              aria-selected={i === current}
              // Keep focus in the input so the pick lands before blur closes the list.
              onMouseDown={(event) => event.preventDefault()}
              onClick={() => pick(option)}
              className={cn(
                'flex cursor-pointer items-baseline justify-between gap-3 rounded-xl px-3 py-2 text-sm',
                i === current ? 'bg-primary-50 text-primary-900' : 'hover:bg-sand-100',
              )}
            >
              <span>{option.value}</span>
              {option.hint ? <span className="truncate text-xs text-sand-600">{option.hint}</span> : null}
            </li>
          ))}
        </ul>
      ) : null}
      {showMessage ? (
        <p
          role="status"
          className="absolute inset-x-0 top-full z-30 mt-2 rounded-2xl border border-sand-200 bg-white px-4 py-3 text-sm text-sand-700 shadow-soft"
        >
          {message}
        </p>
      ) : null}
    </div>
  );
}
