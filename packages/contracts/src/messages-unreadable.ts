/**
 * Rows the admin API sent that the contracts cannot read are left out, logged and
 * counted, never hidden in silence. Composed texts (the spec does not know such rows). Re-exported
 * by messages.ts: import them from '@pitboss/contracts' like any other message.
 */

/** A list whose admin-API answer had rows the contracts cannot read (left out, not hidden). */
export const unreadableItemsMessage = (count: number): string =>
  `${count} ${count === 1 ? 'item' : 'items'} could not be shown (the admin API sent data this panel cannot read).`;

/**
 * A bulk order refused because some members of the list could not be read: their positions are
 * unknown, so saving the new order could move or overwrite them in silence. Nothing is sent.
 */
export const unreadableOrderMessage = (count: number, noun: string): string =>
  `The order was not saved: ${count} ${noun}${count === 1 ? '' : 's'} could not be read (the admin API sent data this panel cannot read), and saving would move ${count === 1 ? 'it' : 'them'} without showing. Nothing was changed.`;
