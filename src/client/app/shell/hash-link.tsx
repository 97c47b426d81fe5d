import type { ComponentProps } from 'react';
import { useLocation } from 'wouter';
import { scrollToIdWhenReady } from '../scroll.js';
import { inShop } from '../../lib/shop-base.js';

/**
 * A link to a section of a page ('/#services'): a real <a> that works without script, and in the
 * app navigates without a reload and scrolls once the section has rendered.
 */
export function HashLink({ to, section, onClick, ...props }: ComponentProps<'a'> & { to: string; section: string }) {
  const [, navigate] = useLocation();
  return (
    <a
      href={inShop(`${to}#${section}`)}
      onClick={(event) => {
        onClick?.(event);
        if (event.defaultPrevented || event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return;
        event.preventDefault();
        navigate(`${to}#${section}`);
        scrollToIdWhenReady(section);
      }}
      {...props}
    />
  );
}
