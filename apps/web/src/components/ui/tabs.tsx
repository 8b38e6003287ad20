import { createContext, use, useId, type ComponentProps, type KeyboardEvent, type ReactNode } from 'react';
import { cn } from '@/lib/cn';

// WAI-ARIA tabs (automatic activation): arrow keys, Home and End move between the tabs and select them;
// only the selected tab is in the Tab order, and only the selected panel is rendered.

type TabsContextValue = { value: string; onValueChange: (value: string) => void; baseId: string };
const TabsContext = createContext<TabsContextValue | null>(null);

function useTabs() {
  const context = use(TabsContext);
  if (!context) throw new Error('Tabs parts must be inside <Tabs>');
  return context;
}

const idFor = (baseId: string, part: 'tab' | 'panel', value: string) =>
  `${baseId}-${part}-${value.replace(/[^A-Za-z0-9_-]/g, '-')}`;

type TabsProps = { value: string; onValueChange: (value: string) => void; children: ReactNode };

export function Tabs({ value, onValueChange, children }: TabsProps) {
  const baseId = useId();
  return <TabsContext value={{ value, onValueChange, baseId }}>{children}</TabsContext>;
}

export function TabsList({ className, onKeyDown, ...props }: ComponentProps<'div'>) {
  const { onValueChange } = useTabs();
  const move = (event: KeyboardEvent<HTMLDivElement>) => {
    onKeyDown?.(event);
    const tabs = [...event.currentTarget.querySelectorAll<HTMLButtonElement>('[role="tab"]:not(:disabled)')];
    const current = tabs.indexOf(document.activeElement as HTMLButtonElement);
    if (current < 0) return;
    const next = {
      ArrowRight: (current + 1) % tabs.length,
      ArrowLeft: (current - 1 + tabs.length) % tabs.length,
      Home: 0,
      End: tabs.length - 1,
    }[event.key];
    if (next === undefined) return;
    event.preventDefault();
    tabs[next]!.focus();
    onValueChange(tabs[next]!.dataset.value!);
  };
  return (
    <div
      role="tablist"
      aria-orientation="horizontal"
      className={cn('grid grid-cols-2 gap-1 rounded-full bg-sand-100 p-1', className)}
      onKeyDown={move}
      {...props}
    />
  );
}

export function TabsTrigger({ value, className, ...props }: ComponentProps<'button'> & { value: string }) {
  const tabs = useTabs();
  const selected = tabs.value === value;
  return (
    <button
      type="button"
      role="tab"
      id={idFor(tabs.baseId, 'tab', value)}
      aria-selected={selected}
      aria-controls={idFor(tabs.baseId, 'panel', value)}
      tabIndex={selected ? 0 : -1}
      data-state={selected ? 'active' : 'inactive'}
      data-value={value}
      onClick={() => tabs.onValueChange(value)}
      className={cn(
        'h-10 rounded-full text-sm font-medium text-sand-700 transition-colors hover:text-ink ' +
          'data-[state=active]:bg-white data-[state=active]:text-ink data-[state=active]:shadow-sm',
        className,
      )}
      {...props}
    />
  );
}

export function TabsContent({ value, ...props }: ComponentProps<'div'> & { value: string }) {
  const tabs = useTabs();
  if (tabs.value !== value) return null;
  return (
    <div
      role="tabpanel"
      id={idFor(tabs.baseId, 'panel', value)}
      aria-labelledby={idFor(tabs.baseId, 'tab', value)}
      tabIndex={0}
      data-state="active"
      {...props}
    />
  );
}
