// The site content form in the drawer: a new entry of the tab's kind (createContentEntry) or an
// edited one (updateContentEntry, with an optional new image or the image removed), and deleting
// it after a confirmation (deleteContentEntry). A chosen image makes the request multipart.
import { Button, Group, Image, NumberInput, SimpleGrid, Stack, Switch, Text, Textarea, TextInput } from "@mantine/core";
import { useForm } from "@mantine/form";
import { modals } from "@mantine/modals";
import { notifications } from "@mantine/notifications";
import { graphql, useFragment } from "react-relay";
import type { RecordSourceSelectorProxy } from "relay-runtime";
import type { ContentEntryEditor_entry$key } from "../../__generated__/ContentEntryEditor_entry.graphql.ts";
import { TOAST_MS } from "../../app/timing.ts";
import { FormAlert } from "../../ui/FormAlert.tsx";
import { requestErrorMessage, UNEXPECTED_ERROR } from "../../ui/formErrors.ts";
import { useFormSubmit } from "../../ui/useFormSubmit.ts";
import { UploadField } from "../../ui/upload/UploadField.tsx";
import { contentImageUpload } from "../../ui/upload/uploadRules.ts";
import {
  contentFormValues,
  createContentInput,
  emptyContentForm,
  kindCopy,
  updateContentInput,
  validateContentForm,
  type ContentFormValues,
  type ContentKind,
} from "./contentForm.ts";
import { appendCreatedToList } from "../appendCreatedToList.ts";
import { useCreateContentEntryMutation } from "./useCreateContentEntryMutation.ts";
import { useUpdateContentEntryMutation } from "./useUpdateContentEntryMutation.ts";
import { useDeleteContentEntryMutation } from "./useDeleteContentEntryMutation.ts";

const appendToList = (kind: ContentKind) => appendCreatedToList("createContentEntry", "contentEntry", "manageContentEntries", { kind });

function removeFromList(kind: ContentKind, id: string) {
  return (store: RecordSourceSelectorProxy) => {
    if (store.getRootField("deleteContentEntry")?.getValue("deletedContentEntryId") !== id) return;
    const root = store.getRoot();
    const list = root.getLinkedRecords("manageContentEntries", { kind });
    if (list) root.setLinkedRecords(list.filter((record) => record?.getDataID() !== id), "manageContentEntries", { kind });
    store.delete(id);
  };
}

export type ContentEntryEditorProps = {
  /** The tab's kind: a new entry is of this kind. */
  kind: ContentKind;
  entry: ContentEntryEditor_entry$key | null;
  onDone: () => void;
};

export function ContentEntryEditor({ kind, entry: entryKey, onDone }: ContentEntryEditorProps) {
  const entry = useFragment(
    graphql`
      fragment ContentEntryEditor_entry on ContentEntry {
        id
        title
        subtitle
        slug
        body
        url
        imageUrl
        position
        published
      }
    `,
    entryKey,
  );
  const [create] = useCreateContentEntryMutation();
  const [update] = useUpdateContentEntryMutation();
  const [remove, removing] = useDeleteContentEntryMutation();
  const copy = kindCopy[kind];
  const form = useForm<ContentFormValues>({
    mode: "controlled",
    initialValues: entry ? contentFormValues(entry) : emptyContentForm(),
    validate: (values) => validateContentForm(kind, values, !entry),
  });

  const { onSubmit, formRef, alert, setAlert, submitting } = useFormSubmit(form, {
    submit: async (values) => {
      const uploadables = values.image ? { "input.image": values.image } : undefined;
      return entry
        ? (await update({ variables: { input: { ...updateContentInput(values), id: entry.id, image: null } }, uploadables })).updateContentEntry
        : (await create({ variables: { input: { ...createContentInput(kind, values), image: null } }, uploadables, updater: appendToList(kind) })).createContentEntry;
    },
    success: "ContentEntryPayload",
    notify: (result) => `${result.contentEntry.title} is saved.`,
    onSuccess: () => onDone(),
  });
  const saving = submitting || removing;

  const confirmDelete = () => {
    if (!entry) return;
    modals.openConfirmModal({
      title: `Delete ${copy.noun}`,
      children: (
        <Text size="sm">
          Delete “{entry.title}”? It disappears from the public site at once; this cannot be undone.
        </Text>
      ),
      labels: { confirm: "Delete", cancel: "Cancel" },
      confirmProps: { color: "red" },
      onConfirm: async () => {
        setAlert(null);
        try {
          const result = (await remove({ variables: { input: { id: entry.id } }, updater: removeFromList(kind, entry.id) })).deleteContentEntry;
          if (result.__typename === "DeleteContentEntryPayload") {
            notifications.show({ color: "teal", message: `“${entry.title}” is deleted.`, autoClose: TOAST_MS });
            onDone();
          } else {
            setAlert(("message" in result && result.message) || UNEXPECTED_ERROR);
          }
        } catch (error) {
          setAlert(requestErrorMessage(error));
        }
      },
    });
  };

  const below = ["label", "input", "description", "error"] as ("label" | "input" | "description" | "error")[];
  const imageError = typeof form.errors.image === "string" ? form.errors.image : undefined;

  return (
    <form ref={formRef} onSubmit={onSubmit} noValidate aria-label={entry ? `Edit ${entry.title}` : `New ${copy.noun}`}>
      <Stack gap="md">
        <FormAlert>{alert}</FormAlert>
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          <TextInput size="sm" label={copy.title} required {...form.getInputProps("title")} />
          <TextInput size="sm" label={copy.subtitle} {...form.getInputProps("subtitle")} />
        </SimpleGrid>
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          <TextInput
            size="sm"
            label="Slug"
            description={entry ? "Part of the address; kept when left empty" : "Made from the title when left empty"}
            inputWrapperOrder={below}
            spellCheck={false}
            autoCapitalize="off"
            {...form.getInputProps("slug")}
          />
          <NumberInput
            label="Position"
            description={entry ? "Lower numbers come first" : "At the end of the list when left empty"}
            inputWrapperOrder={below}
            min={0}
            allowDecimal={false}
            allowNegative={false}
            {...form.getInputProps("position")}
          />
        </SimpleGrid>
        <Textarea
          label={copy.body}
          description="Plain text. Leave a blank line between paragraphs."
          autosize
          minRows={4}
          maxRows={16}
          {...form.getInputProps("body")}
        />
        <TextInput size="sm" label={copy.url} placeholder="https://" type="url" spellCheck={false} autoCapitalize="off" {...form.getInputProps("url")} />
        <Switch label="Published" description="Shown on the public site" {...form.getInputProps("published", { type: "checkbox" })} />
        <UploadField
          label={entry?.imageUrl ? `Replace the ${copy.image.toLowerCase()}` : copy.image}
          description="Optional."
          rule={contentImageUpload}
          value={form.values.image}
          onChange={(file) => {
            form.setFieldValue("image", file);
            form.clearFieldError("image");
          }}
          onReject={() => form.setFieldValue("image", null)}
          error={imageError}
          loading={saving}
          current={
            entry?.imageUrl ? (
              <Group gap="sm" component="span">
                <span>Current {copy.image.toLowerCase()}:</span>
                <Image src={entry.imageUrl} alt={`The current ${copy.image.toLowerCase()} of ${entry.title}`} h={64} w="auto" fit="contain" />
              </Group>
            ) : undefined
          }
        />
        {entry?.imageUrl && !form.values.image && (
          <Switch
            label={`Remove ${copy.image.toLowerCase()}`}
            description="The entry is shown without one"
            color="red"
            {...form.getInputProps("removeImage", { type: "checkbox" })}
          />
        )}
        <Group justify="space-between" gap="sm">
          {entry ? (
            <Button variant="subtle" color="red" onClick={confirmDelete} disabled={saving}>
              Delete
            </Button>
          ) : (
            <span />
          )}
          <Group gap="sm">
            <Button variant="default" onClick={onDone} disabled={saving}>
              Cancel
            </Button>
            <Button type="submit" loading={submitting}>
              {entry ? "Save entry" : "Create entry"}
            </Button>
          </Group>
        </Group>
      </Stack>
    </form>
  );
}
