// A part of a server-rendered page whose code the browser loads apart from the page's: the server
// renders it whole (its prerender waits for the code), and the browser hydrates the rest of the
// page without waiting for it. React keeps the part's server HTML, inert, until its code has come,
// then hydrates it. For a control a person uses after reading (a filter, a carousel), not for what
// the page's first interaction needs.
//
// Meanwhile the part must not render again: an update to a Suspense boundary that is still waiting
// for its code makes React drop its server HTML and show the fallback. So it renders again only
// when a prop changes in value (sameProps), and its function props reach it through stable
// functions that call the latest ones.
import { lazy, memo, Suspense, useLayoutEffect, useRef, useState, type ComponentType, type ReactNode } from "react";
import { sameProps } from "./sameProps.ts";

export type DeferredPart<P extends object> = ComponentType<P> & {
  /** Starts loading the part's code (a route's loader calls it, so that a page the browser renders itself rarely waits). */
  preload: () => Promise<ComponentType<P>>;
};

type AnyFunction = (...args: never[]) => unknown;

export function deferredPart<P extends object>(load: () => Promise<ComponentType<P>>, fallback: ReactNode = null): DeferredPart<P> {
  let loading: Promise<ComponentType<P>> | null = null;
  let loaded: ComponentType<P> | null = null;
  const preload = () =>
    (loading ??= load().then(
      (component) => (loaded = component),
      (error: unknown) => {
        loading = null;
        throw error;
      },
    ));
  const Lazy = lazy(() => preload().then((component) => ({ default: component })));

  const Boundary = memo(function DeferredBoundary(props: P) {
    // Once loaded, the part renders at once (no fallback on a page the browser renders itself). The
    // choice holds for the boundary's life: changing from the lazy wrapper to the component would
    // mount the part afresh, losing its state.
    const [Rendered] = useState<ComponentType<P>>(() => loaded ?? (Lazy as ComponentType<P>));
    return (
      <Suspense fallback={fallback}>
        <Rendered {...props} />
      </Suspense>
    );
  }, sameProps);

  function Part(props: P) {
    const latest = useRef(props);
    useLayoutEffect(() => {
      latest.current = props;
    });
    const stable = useRef(new Map<string, AnyFunction>());
    const passed: Record<string, unknown> = {};
    for (const [key, value] of Object.entries(props)) {
      if (typeof value !== "function") {
        passed[key] = value;
        continue;
      }
      let call = stable.current.get(key);
      if (!call) {
        call = (...args: never[]) => (latest.current as Record<string, AnyFunction>)[key](...args);
        stable.current.set(key, call);
      }
      passed[key] = call;
    }
    return <Boundary {...(passed as P)} />;
  }
  return Object.assign(Part, { preload });
}
