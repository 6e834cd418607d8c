// What a customer asked to change in a delivery: their message, then each item's change.
import { Stack, Text } from "@mantine/core";

export type RevisionRequestFields = {
  readonly message: string | null | undefined;
  readonly changes: ReadonlyArray<{ readonly itemIndex: number; readonly change: string }>;
};

export function RevisionRequestText({ request, itemName }: { request: RevisionRequestFields; itemName: (itemIndex: number) => string }) {
  return (
    <>
      {request.message && (
        <Text size="sm" style={{ whiteSpace: "pre-line", overflowWrap: "anywhere" }}>
          {request.message}
        </Text>
      )}
      {request.changes.length > 0 && (
        <Stack component="ul" gap={4} m={0} pl="md">
          {request.changes.map((change, index) => (
            <Text component="li" size="sm" key={index} style={{ overflowWrap: "anywhere" }}>
              <Text span fw={600}>
                {itemName(change.itemIndex)}:
              </Text>{" "}
              {change.change}
            </Text>
          ))}
        </Stack>
      )}
    </>
  );
}
