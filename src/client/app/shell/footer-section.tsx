import { ChevronDown } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import { Collapsible, CollapsibleContent, CollapsibleTrigger } from '../../components/ui/collapsible.js';
import { cn } from '../../lib/cn.js';
import { MD_UP, useMediaQuery } from '../../lib/use-media-query.js';

const headingClasses = 'font-display text-base font-semibold uppercase tracking-[0.14em] text-gold-300';

/** A footer column: collapsible on phones (closed at first), always open from tablet width (docs/product/screens.md). */
export function FooterSection({ title, children }: { title: string; children: ReactNode }) {
  const wide = useMediaQuery(MD_UP);
  const [open, setOpen] = useState(false);

  return (
    <Collapsible open={wide || open} onOpenChange={setOpen} className="border-b border-white/10 md:border-0">
      {wide ? (
        <h2 className={cn(headingClasses, 'mb-4')}>{title}</h2>
      ) : (
        <h2>
          <CollapsibleTrigger className={cn(headingClasses, 'flex min-h-14 w-full items-center justify-between text-left')}>
            {title}
            <ChevronDown
              className={cn('size-5 text-ink-300 transition-transform duration-200', open && 'rotate-180')}
              aria-hidden="true"
            />
          </CollapsibleTrigger>
        </h2>
      )}
      <CollapsibleContent className={cn(!wide && 'pb-5')}>{children}</CollapsibleContent>
    </Collapsible>
  );
}
