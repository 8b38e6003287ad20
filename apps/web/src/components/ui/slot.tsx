import {
  Children,
  cloneElement,
  type CSSProperties,
  type ReactElement,
  type ReactNode,
  type Ref,
} from 'react';
import { cn } from '@/lib/cn';

type Props = Record<string, unknown>;
type Handler = (...args: unknown[]) => void;

function setRef<T>(ref: Ref<T> | undefined, value: T | null) {
  if (typeof ref === 'function') ref(value);
  else if (ref) (ref as { current: T | null }).current = value;
}

/**
 * Renders its one child element with its own props merged in, as Radix's Slot does for `asChild`
 * (Button asChild wraps a Link): the child's props win, except that class names join, styles merge,
 * handlers both run (the child's first) and both refs are set. Written here because every page loads
 * Button: Radix's Slot weighs 1.2 KB of the entry (docs/decisions/bundle-budget.md).
 */
export function Slot({ children, ...slotProps }: Props & { children?: ReactNode }) {
  const child = Children.only(children) as ReactElement<Props>;
  const own = child.props;
  const merged: Props = { ...slotProps, ...own };
  for (const [key, value] of Object.entries(slotProps)) {
    const mine = own[key];
    if (/^on[A-Z]/.test(key) && typeof value === 'function' && typeof mine === 'function')
      merged[key] = (...args: unknown[]) => {
        (mine as Handler)(...args);
        (value as Handler)(...args);
      };
  }
  if (slotProps.className || own.className)
    merged.className = cn(slotProps.className as string, own.className as string);
  if (slotProps.style || own.style)
    merged.style = { ...(slotProps.style as CSSProperties), ...(own.style as CSSProperties) };
  if (slotProps.ref && own.ref)
    merged.ref = (node: unknown) => {
      setRef(slotProps.ref as Ref<unknown>, node);
      setRef(own.ref as Ref<unknown>, node);
    };
  return cloneElement(child, merged);
}
