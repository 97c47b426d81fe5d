import { cloneElement, isValidElement, type CSSProperties, type HTMLAttributes, type ReactNode, type Ref } from 'react';
import { cn } from '../../lib/cn.js';

type SlotProps = HTMLAttributes<HTMLElement> & { children?: ReactNode; ref?: Ref<HTMLElement> | undefined };
type ChildProps = HTMLAttributes<HTMLElement> & { ref?: Ref<HTMLElement> | undefined };

/** Sets a ref of either kind. */
function assign(ref: Ref<HTMLElement> | undefined, node: HTMLElement | null): void {
  if (typeof ref === 'function') ref(node);
  else if (ref) ref.current = node;
}

/** One ref that sets both, or whichever exists. */
function composeRefs(a: Ref<HTMLElement> | undefined, b: Ref<HTMLElement> | undefined): Ref<HTMLElement> | undefined {
  if (!a || !b) return a ?? b;
  return (node: HTMLElement | null) => {
    assign(a, node);
    assign(b, node);
  };
}

/**
 * Renders its single child with the slot's props merged in: classes joined, styles merged, refs and
 * event handlers of both called (the child's first), the child's other props kept over the
 * slot's. What `asChild` needs on the first page's buttons and fields, without the weight of
 * Radix's Slot (it stays in the lazy chunks of Radix's parts).
 */
export function Slot({ children, className, style, ref, ...props }: SlotProps) {
  if (!isValidElement<ChildProps>(children)) return null;
  const own = children.props;
  const merged: ChildProps = {
    ...props,
    ...own,
    className: cn(className, own.className),
    style: style || own.style ? ({ ...style, ...own.style } satisfies CSSProperties) : undefined,
    ref: composeRefs(own.ref, ref),
  };
  for (const [name, handler] of Object.entries(props)) {
    const ownHandler: unknown = own[name as keyof typeof own];
    if (/^on[A-Z]/.test(name) && typeof handler === 'function' && typeof ownHandler === 'function') {
      Object.assign(merged, {
        [name]: (...args: unknown[]) => {
          (ownHandler as (...a: unknown[]) => void)(...args);
          (handler as (...a: unknown[]) => void)(...args);
        },
      });
    }
  }
  return cloneElement(children, merged);
}
