import { useId, useState } from 'react';

/**
 * A plain show/hide: a button that says whether its panel is open (aria-expanded, aria-controls)
 * and a panel hidden while shut. What Radix Collapsible does, without its 4 kB on the home page.
 * Spread `button` on the <button> and `panel` on the panel's element.
 */
export function useDisclosure() {
  const [open, setOpen] = useState(false);
  const panelId = useId();
  return {
    open,
    button: {
      type: 'button',
      'aria-expanded': open,
      'aria-controls': panelId,
      onClick: () => {
        setOpen((wasOpen) => !wasOpen);
      },
    },
    panel: { id: panelId, hidden: !open },
  } as const;
}
