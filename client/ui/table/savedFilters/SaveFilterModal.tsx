// Saving the table's current filter and order under a name (required, at most 60 characters,
// not one of the person's other filters of this table).
import { Text, TextInput } from "@mantine/core";
import { useForm } from "@mantine/form";
import { SAVED_FILTER_NAME_MAX, savedFilterNameProblem, type SavedFilterTable } from "../../../../common/savedFilters.ts";
import { ModalForm } from "../../ModalForm.tsx";
import { useFormSubmit } from "../../useFormSubmit.ts";
import { useSaveFilterMutation } from "./useSaveFilterMutation.ts";

export function SaveFilterModal({ table, query, onClose }: { table: SavedFilterTable; query: string; onClose: () => void }) {
  const [saveFilter] = useSaveFilterMutation();
  const form = useForm({ mode: "controlled", initialValues: { name: "" }, validate: { name: (value) => savedFilterNameProblem(value) } });
  const submission = useFormSubmit(form, {
    submit: (values) => saveFilter({ table, name: values.name.trim(), query }),
    success: "SaveFilterPayload",
    notify: (result) => `Saved “${result.savedFilter.name}”.`,
    onSuccess: () => onClose(),
  });
  return (
    <ModalForm
      title="Save filter"
      onClose={onClose}
      submitLabel="Save"
      submission={submission}
      intro={<Text size="sm">The table's current filters and sort order, to apply again from this menu. Only you see your saved filters.</Text>}
    >
      <TextInput label="Name" required data-autofocus maxLength={SAVED_FILTER_NAME_MAX} {...form.getInputProps("name")} />
    </ModalForm>
  );
}
