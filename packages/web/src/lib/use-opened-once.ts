import { useState } from 'react';

/**
 * Whether `open` has been true at least once. A form modal rendered only from then on costs a
 * screen nothing until it is first used: its form, mutations and watchers do not run on every
 * render of the screen while it is closed (the work of a screen's first render). It
 * stays mounted afterwards, so it can close with its fade.
 */
export function useOpenedOnce(open: boolean): boolean {
  const [opened, setOpened] = useState(open);
  if (open && !opened) setOpened(true);
  return opened || open;
}
