// The studio's internal notes on an order, oldest first, and the form that adds one. Customers
// never see them.
import { Button, Paper, Stack, Text, Textarea } from "@mantine/core";
import { useForm } from "@mantine/form";
import { graphql, useFragment } from "react-relay";
import type { OrderNotes_order$key } from "../../__generated__/OrderNotes_order.graphql.ts";
import { SubmitForm } from "../../ui/SubmitForm.tsx";
import { DateTimeCell } from "../../ui/table/cells.tsx";
import { useAddOrderNoteMutation } from "./useAddOrderNoteMutation.ts";
import { useFormSubmit } from "../../ui/useFormSubmit.ts";

export function OrderNotes({ order }: { order: OrderNotes_order$key }) {
  const data = useFragment(
    graphql`
      fragment OrderNotes_order on Order {
        id
        notes {
          body
          createdAt
          author {
            name
          }
        }
      }
    `,
    order,
  );
  const [addOrderNote, adding] = useAddOrderNoteMutation();
  const form = useForm({ mode: "controlled", initialValues: { body: "" }, validate: { body: (value) => (value.trim() ? null : "should not be empty") } });

  const { onSubmit, formRef, alert } = useFormSubmit(form, {
    submit: (values) => addOrderNote(data.id, values.body.trim()),
    success: "AddOrderNotePayload",
    onSuccess: () => form.reset(),
  });

  return (
    <Stack gap="sm">
      {data.notes.length === 0 ? (
        <Text size="sm" c="dimmed">
          No notes yet.
        </Text>
      ) : (
        <Stack component="ul" gap="xs" m={0} p={0} style={{ listStyle: "none" }} aria-label="Internal notes">
          {data.notes.map((note, index) => (
            <Paper component="li" key={`${note.createdAt}-${index}`} withBorder p="xs" radius="sm">
              <Text size="sm" style={{ whiteSpace: "pre-line", overflowWrap: "anywhere" }}>
                {note.body}
              </Text>
              <Text size="xs" c="dimmed">
                {note.author?.name ?? "The studio"} · <DateTimeCell value={note.createdAt} />
              </Text>
            </Paper>
          ))}
        </Stack>
      )}
      <SubmitForm formRef={formRef} onSubmit={onSubmit} alert={alert} label="Add a note" gap="xs">
        <Textarea label="New note" description="Only the studio sees it." autosize minRows={2} maxRows={8} {...form.getInputProps("body")} />
        <Button type="submit" variant="default" size="xs" loading={adding} style={{ alignSelf: "flex-start" }}>
          Add note
        </Button>
      </SubmitForm>
    </Stack>
  );
}
