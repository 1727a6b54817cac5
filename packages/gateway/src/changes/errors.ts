import type { ChangeRequest } from '@pitboss/contracts';

/**
 * An approval refused because the catalogue changed since the approver opened the request: it
 * carries the request with its new preview, which the error answer includes
 * (`data.changeRequest`) so the approver sees the new diff at once.
 */
export class StaleChangeError extends Error {
  override name = 'StaleChangeError';
  constructor(
    message: string,
    readonly request: ChangeRequest,
  ) {
    super(message);
  }
}
