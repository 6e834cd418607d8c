// What should change in a revision: in general and, optionally, per recording. The free request
// and the purchase of an extra revision ask the same way.
import { Anchor, Collapse, Stack, Textarea } from "@mantine/core";
import type { UseFormReturnType } from "@mantine/form";
import type { RevisionValues } from "./orderFollow.ts";

export function RevisionChangesFields({
  form,
  items,
  perPrompt,
  onPerPromptChange,
}: {
  form: UseFormReturnType<RevisionValues>;
  /** The order's recordings, in order. */
  items: ReadonlyArray<{ readonly name: string }>;
  perPrompt: boolean;
  onPerPromptChange: (open: boolean) => void;
}) {
  return (
    <>
      <Textarea label="What should change?" placeholder="For example: a little slower, and stress the company name." autosize minRows={3} maxRows={8} {...form.getInputProps("message")} />
      {items.length > 0 && (
        <>
          <Anchor component="button" type="button" size="sm" aria-expanded={perPrompt} onClick={() => onPerPromptChange(!perPrompt)} style={{ alignSelf: "flex-start" }}>
            {perPrompt ? "Hide the changes per recording" : "Describe a change per recording (optional)"}
          </Anchor>
          <Collapse expanded={perPrompt}>
            <Stack gap="xs">
              {items.map((item, index) => (
                <Textarea key={index} label={`Change to ${item.name}`} autosize minRows={1} maxRows={6} {...form.getInputProps(`changes.${index}`)} />
              ))}
            </Stack>
          </Collapse>
        </>
      )}
    </>
  );
}
