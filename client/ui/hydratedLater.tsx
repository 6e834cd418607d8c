// A part of a server-rendered page whose code loads apart from its route's chunk, so the page
// hydrates without waiting for it: the server renders it in full, the browser keeps that HTML
// until the part's chunk has come and then hydrates it on its own (its Suspense boundary). Its
// chunk starts loading when the route's module runs, beside the page's hydration; once it has
// come, the part renders at once (no empty frame on later visits).
import { lazy, Suspense, type ComponentType, type JSX } from "react";

export function hydratedLater<Props extends object>(load: () => Promise<ComponentType<Props>>): (props: Props) => JSX.Element {
  let loaded: ComponentType<Props> | null = null;
  const loading = load().then((component) => (loaded = component));
  // A chunk that fails to load fails where the part renders (the route's error boundary).
  loading.catch(() => undefined);
  const Lazy = lazy(() => loading.then((component) => ({ default: component })));
  return function HydratedLater(props: Props) {
    const Loaded = loaded;
    return <Suspense fallback={null}>{Loaded ? <Loaded {...props} /> : <Lazy {...props} />}</Suspense>;
  };
}
