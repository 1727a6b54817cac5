import { useState } from 'react';
import { Tooltip } from 'radix-ui';

/**
 * Radix's `Tooltip.Root`, controlled. Left to itself, Radix announces a tooltip's opening from an
 * effect that, with Preact's effect timing (the app's runtime), runs after the tooltip's content
 * has mounted, and the content closes on that announcement 10–15 ms after opening.
 */
export function TooltipRoot(props: Omit<Tooltip.TooltipProps, 'open' | 'onOpenChange'>) {
  const [open, setOpen] = useState(false);
  return <Tooltip.Root {...props} open={open} onOpenChange={setOpen} />;
}
