// Which record a list screen's drawer edits (null: closed). A save leaves the lists stale (the
// mutations' updaters invalidate them), so closing after one runs the route's loader again.
import { useState } from "react";
import { useRevalidator } from "react-router";

export function useListEditing<Editing>() {
  const [editing, setEditing] = useState<Editing | null>(null);
  const revalidator = useRevalidator();
  const done = (saved: boolean) => {
    setEditing(null);
    if (saved) void revalidator.revalidate();
  };
  return { editing, setEditing, done };
}
