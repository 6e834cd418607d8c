// The site content form in the drawer: a new entry of the tab's kind (createContentEntry) or an
// edited one (updateContentEntry, with an optional new image or the image removed), and deleting
// it after a confirmation (deleteContentEntry). A chosen image makes the request multipart.
import { Button, Group, Image, SimpleGrid, Switch, Textarea, TextInput } from "@mantine/core";
import { notifications } from "@mantine/notifications";
import { graphql, useFragment } from "react-relay";
import type { ContentEntryEditor_entry$key } from "../../__generated__/ContentEntryEditor_entry.graphql.ts";
import { TOAST_MS } from "../../app/timing.ts";
import { SubmitForm } from "../../ui/SubmitForm.tsx";
import { EditorActions } from "../EditorActions.tsx";
import { SlugInput } from "../SlugInput.tsx";
import { PositionInput } from "../PositionInput.tsx";
import { useEditorForm } from "../useEditorForm.ts";
import { requestErrorMessage, UNEXPECTED_ERROR } from "../../ui/formErrors.ts";
import { useFormSubmit } from "../../ui/useFormSubmit.ts";
import { UploadField } from "../../ui/upload/UploadField.tsx";
import { uploadFieldProps } from "../../ui/upload/uploadFieldProps.ts";
import { contentImageUpload } from "../../ui/upload/uploadRules.ts";
import { contentFormValues, createContentInput, emptyContentForm, kindCopy, updateContentInput, validateContentForm, type ContentFormValues, type ContentKind } from "./contentForm.ts";
import { useCreateContentEntryMutation } from "./useCreateContentEntryMutation.ts";
import { useUpdateContentEntryMutation } from "./useUpdateContentEntryMutation.ts";
import { useDeleteContentEntryMutation } from "./useDeleteContentEntryMutation.ts";
import { askToConfirm } from "../../ui/askToConfirm.tsx";

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
  const form = useEditorForm<ContentFormValues>(entry ? contentFormValues(entry) : emptyContentForm(), (values) => validateContentForm(kind, values, !entry));

  const { onSubmit, formRef, alert, setAlert, submitting } = useFormSubmit(form, {
    submit: (values) => (entry ? update({ ...updateContentInput(values), id: entry.id }, values.image) : create(createContentInput(kind, values), values.image)),
    success: "ContentEntryPayload",
    notify: (result) => `${result.contentEntry.title} is saved.`,
    onSuccess: () => onDone(),
  });
  const saving = submitting || removing;

  const confirmDelete = () => {
    if (!entry) return;
    askToConfirm({
      title: `Delete ${copy.noun}`,
      question: (
        <>
          Delete “{entry.title}”? It disappears from the public site at once; this cannot be undone.
        </>
      ),
      confirm: "Delete",
      danger: true,
      onConfirm: async () => {
        setAlert(null);
        try {
          const result = await remove(entry.id, kind);
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

  return (
    <SubmitForm formRef={formRef} onSubmit={onSubmit} alert={alert} label={entry ? `Edit ${entry.title}` : `New ${copy.noun}`}>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
        <TextInput size="sm" label={copy.title} required {...form.getInputProps("title")} />
        <TextInput size="sm" label={copy.subtitle} {...form.getInputProps("subtitle")} />
      </SimpleGrid>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
        <SlugInput description={entry ? "Part of the address; kept when left empty" : "Made from the title when left empty"} {...form.getInputProps("slug")} />
        <PositionInput description={entry ? "Lower numbers come first" : "At the end of the list when left empty"} {...form.getInputProps("position")} />
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
        {...uploadFieldProps(form, "image")}
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
        <EditorActions submitLabel={entry ? "Save entry" : "Create entry"} submitting={submitting} busy={saving} onCancel={onDone} />
      </Group>
    </SubmitForm>
  );
}
