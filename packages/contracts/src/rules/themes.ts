import { THEMES } from '../constants.js';
import { THEME_MESSAGES, tooManyFilesMessage } from '../messages.js';

/**
 * At most 100 files ('Too many files selected. Maximum allowed is 100 files, but N
 * were selected.'); at least one for upload or replace. Returns the message or null.
 */
export function checkThemeFileCount(count: number, max: number = THEMES.maxFiles): string | null {
  if (count > max) return tooManyFilesMessage(count, max);
  if (count < 1) return THEME_MESSAGES.filesRequired;
  return null;
}
