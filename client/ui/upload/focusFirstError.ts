// After a refused submit (the form's own checks or the server's ValidationError), brings the
// first invalid field into view and focuses it, so an error below the fold (or above, in a long
// drawer) is not missed. An upload field's input is hidden: its dropzone takes the focus instead.

/** Call after the errors are rendered (it waits a frame). */
export function focusFirstError(form: HTMLFormElement | null) {
  if (!form) return;
  requestAnimationFrame(() => {
    const invalid = form.querySelector<HTMLElement>('[aria-invalid="true"]');
    if (!invalid) return;
    const visible = invalid.offsetParent !== null;
    const target = visible ? invalid : (invalid.closest(".mantine-InputWrapper-root")?.querySelector<HTMLElement>('[tabindex="0"]') ?? null);
    const shown = target ?? invalid.closest<HTMLElement>(".mantine-InputWrapper-root");
    shown?.scrollIntoView({ block: "center", behavior: "smooth" });
    target?.focus({ preventScroll: true });
  });
}
