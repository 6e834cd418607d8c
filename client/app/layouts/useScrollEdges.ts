// Whether a scrolling element has more than it shows above or below, so that a shadow at that
// edge shows it (links below the sidebar's fold are otherwise invisible as such).
import { useEffect, useState, type RefObject } from "react";

export type ScrollEdges = { above: boolean; below: boolean };

export function useScrollEdges(ref: RefObject<HTMLElement | null>): ScrollEdges {
  const [edges, setEdges] = useState<ScrollEdges>({ above: false, below: false });
  useEffect(() => {
    const element = ref.current;
    if (!element) return;
    const measure = () => {
      const above = element.scrollTop > 1;
      const below = element.scrollTop + element.clientHeight < element.scrollHeight - 1;
      setEdges((current) => (current.above === above && current.below === below ? current : { above, below }));
    };
    measure();
    element.addEventListener("scroll", measure, { passive: true });
    // The screen's height and the links (another area's sidebar, the phone's menu) change it too.
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    for (const child of element.children) observer.observe(child);
    return () => {
      element.removeEventListener("scroll", measure);
      observer.disconnect();
    };
  }, [ref]);
  return edges;
}
