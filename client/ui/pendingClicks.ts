// What a person does on a server-rendered part before React has hydrated it: React drops a click
// there (and stops it at the page's root), and what they type would be lost once the part drives
// its fields. Held instead: the last click is made again once the part has hydrated, and typing
// is refused until then. The document hears both before React's listeners on the root do.

export type PendingClicks = {
  /** Stops holding, and clicks the last held click's target again. */
  replay: () => void;
  /** Stops holding, without clicking. */
  discard: () => void;
};

export function pendingClicks(box: HTMLElement): PendingClicks {
  let last: Element | null = null;
  const inBox = (event: Event) => event.target instanceof Element && box.contains(event.target);
  const hold = (event: Event) => {
    if (!inBox(event)) return;
    event.preventDefault();
    event.stopPropagation();
    last = event.target as Element;
  };
  const refuse = (event: Event) => {
    if (inBox(event)) event.preventDefault();
  };
  const document = box.ownerDocument;
  document.addEventListener("click", hold, true);
  document.addEventListener("beforeinput", refuse, true);
  const discard = () => {
    document.removeEventListener("click", hold, true);
    document.removeEventListener("beforeinput", refuse, true);
  };
  return {
    discard,
    replay() {
      discard();
      const target = last;
      last = null;
      if (target?.isConnected) target.dispatchEvent(new MouseEvent("click", { bubbles: true, cancelable: true, composed: true, detail: 1 }));
    },
  };
}
