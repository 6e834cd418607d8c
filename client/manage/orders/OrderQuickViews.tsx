// Buttons that set the table's filters to a view of the work: every order, what is due today,
// what is late, and the revisions customers asked for. The other filters stay as they are.
import { Button, Group } from "@mantine/core";
import { useListQueryParams } from "../../ui/table/useListQueryParams.ts";
import { applyQuickView, ordersListSpec, QUICK_VIEWS } from "./ordersList.ts";

export function OrderQuickViews() {
  const list = useListQueryParams(ordersListSpec);
  const now = new Date();
  return (
    <Group gap="xs" role="group" aria-label="Quick views">
      {QUICK_VIEWS.map((view) => {
        const active = view.matches(list.filters, now);
        return (
          <Button
            key={view.key}
            size="xs"
            radius="xl"
            variant={active ? "filled" : "default"}
            aria-pressed={active}
            onClick={() => list.setFilters(applyQuickView(list.filters, view, new Date()))}
          >
            {view.label}
          </Button>
        );
      })}
    </Group>
  );
}
