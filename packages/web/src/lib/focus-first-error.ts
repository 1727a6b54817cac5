/**
 * After a refused submit: the form's first problem — a field marked `aria-invalid`, or an error
 * that belongs to no single field (`data-form-error`, such as an incomplete table) — scrolls into
 * view and takes focus, so the user sees why nothing was saved. Runs after React has rendered
 * the errors.
 */
export function focusFirstError(form: HTMLElement | null): void {
  requestAnimationFrame(() => {
    const target = form?.querySelector<HTMLElement>('[aria-invalid="true"], [data-form-error]');
    if (!target) return;
    target.scrollIntoView({ block: 'center' });
    target.focus({ preventScroll: true });
  });
}
