// A router Link that prefetches its route's code once it scrolls into view (when the browser is
// idle, at the latest after 2000 ms), or at once on hover or keyboard focus; never offline, on 2g
// or in data-saver mode (seed.md §2, §9).
import { useMergedRef } from "@mantine/hooks";
import { useEffect, useRef, type FocusEvent, type MouseEvent, type Ref } from "react";
import { Link, useHref, type LinkProps } from "react-router";
import { canPrefetch, whenIdle } from "./prefetch.ts";
import { usePrefetchRoute } from "./prefetchContext.ts";

export type PrefetchLinkProps = Omit<LinkProps, "prefetch"> & {
  ref?: Ref<HTMLAnchorElement>;
  /** Prefetch the route's code (default); false for links that should not. */
  prefetch?: boolean;
};

/** The path of an address on this site (what useHref gives for the router's links); "" for others. */
function pathOf(href: string): string {
  return href.startsWith("/") && !href.startsWith("//") ? new URL(href, "http://this.site").pathname : "";
}

export function PrefetchLink({ ref, prefetch = true, onMouseEnter, onFocus, ...props }: PrefetchLinkProps) {
  const prefetchRoute = usePrefetchRoute();
  const own = useRef<HTMLAnchorElement>(null);
  const merged = useMergedRef(own, ref);
  const href = useHref(props.to, { relative: props.relative });
  const path = prefetch && !props.reloadDocument ? pathOf(href) : "";

  useEffect(() => {
    const element = own.current;
    if (!path || !element || typeof IntersectionObserver === "undefined") return;
    let cancelIdle: (() => void) | null = null;
    const observer = new IntersectionObserver((entries) => {
      if (!entries.some((entry) => entry.isIntersecting)) return;
      observer.disconnect();
      cancelIdle = whenIdle(() => {
        if (canPrefetch(navigator as Navigator & Parameters<typeof canPrefetch>[0])) prefetchRoute(path);
      });
    });
    observer.observe(element);
    return () => {
      observer.disconnect();
      cancelIdle?.();
    };
  }, [path, prefetchRoute]);

  const prefetchNow = () => {
    if (path && canPrefetch(navigator as Navigator & Parameters<typeof canPrefetch>[0])) prefetchRoute(path);
  };

  return (
    <Link
      {...props}
      ref={merged}
      onMouseEnter={(event: MouseEvent<HTMLAnchorElement>) => {
        prefetchNow();
        onMouseEnter?.(event);
      }}
      onFocus={(event: FocusEvent<HTMLAnchorElement>) => {
        prefetchNow();
        onFocus?.(event);
      }}
    />
  );
}
