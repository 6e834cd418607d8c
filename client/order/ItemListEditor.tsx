// The list of prompts (telephone) or messages (on hold): add, edit, reorder with buttons that
// work from the keyboard ("Move prompt 2 up"), remove. Each item has its name (the prompt's file
// name, the message's title) and its text, with the word count and the spoken duration as the
// customer types. Changes are announced in a polite live region; the focus stays on the moved
// item's button, and goes to the new item's first field after adding. Telephone prompts can also
// be imported as a list (PromptListImport).
import { ActionIcon, Button, Card, Group, Stack, Text, Textarea, TextInput, Tooltip, VisuallyHidden } from "@mantine/core";
import { useEffect, useRef, useState } from "react";
import { ITEM_NAME_MAX, ITEM_TEXT_MAX } from "../../common/orders/orderDraft.ts";
import { ITEM_NOUNS, type WizardService } from "../../common/orders/wizards.ts";
import { countWords, formatDuration, spokenSeconds } from "../../common/orders/wordCount.ts";
import { Icon } from "../ui/Icon.tsx";
import { ScriptAssistant } from "../ui/scriptAssistant/ScriptAssistant.tsx";
import { PromptListImport } from "./PromptListImport.tsx";
import { addItem, importPrompts, itemLabel, moveItem, removeItem, updateItem, type DraftUpdate, type FieldErrors } from "./wizardDraft.ts";
import type { OrderDraft, OrderItem } from "../../common/orders/orderDraft.ts";

export type ItemListEditorProps = {
  service: Exclude<WizardService, "mobile-voicemail">;
  draft: OrderDraft;
  onChange: DraftUpdate;
  errors: FieldErrors;
  /** Most items allowed (the service's, or the bundle's messages). */
  max: number;
  /** Why no more can be added, when `max` is reached. */
  maxReason?: string;
  wordsPerMinute: number;
  /** Words each item includes before extra words are charged. */
  includedWords: number;
  /** The most words one item may have (0: no limit). */
  maxWords: number;
  /** Offer the script assistant beside each text (the studio has set an OpenRouter key). */
  assistantAvailable?: boolean;
};

const COPY = {
  "telephone-voice-prompts": {
    nameDescription: "Letters, digits, hyphens and underscores, as your phone system expects it (e.g. main_menu).",
    textPlaceholder: "Thank you for calling. For sales, press 1. For support, press 2.",
  },
  "message-on-hold": {
    nameDescription: "For you and the studio: what this message is about.",
    textPlaceholder: "Did you know you can also reach us online? Visit our website to book an appointment at any time.",
  },
} as const;

export function wordsText(text: string, wordsPerMinute: number, includedWords?: number): string {
  const words = countWords(text);
  const count = `${words} ${words === 1 ? "word" : "words"}`;
  const duration = `about ${formatDuration(spokenSeconds(words, wordsPerMinute))}`;
  const over = includedWords && words > includedWords ? ` · ${words - includedWords} over the ${includedWords} included` : "";
  return `${count} · ${duration}${over}`;
}

export function ItemListEditor({ service, draft, onChange, errors, max, maxReason, wordsPerMinute, includedWords, maxWords, assistantAvailable = false }: ItemListEditorProps) {
  const noun = ITEM_NOUNS[service];
  const copy = COPY[service];
  const idPrefix = `item-${service}`;
  const [announcement, setAnnouncement] = useState("");
  const focusNext = useRef<string | null>(null);
  const items = draft.items;

  useEffect(() => {
    if (!focusNext.current) return;
    document.getElementById(focusNext.current)?.focus();
    focusNext.current = null;
  });

  const add = () => {
    const index = items.length;
    onChange((current) => addItem(current));
    focusNext.current = `${idPrefix}-${index}-${service === "telephone-voice-prompts" ? "name" : "text"}`;
    setAnnouncement(`${itemLabel(service, index)} added.`);
  };

  const move = (from: number, to: number) => {
    onChange((current) => moveItem(current, from, to));
    const direction = to < from ? "up" : "down";
    // Stay on the same button, unless the item reached the end it was moving towards.
    const atEnd = direction === "up" ? to === 0 : to === items.length - 1;
    focusNext.current = `${idPrefix}-${to}-${atEnd ? (direction === "up" ? "down" : "up") : direction}`;
    setAnnouncement(`${itemLabel(service, from)} moved to position ${to + 1} of ${items.length}.`);
  };

  const remove = (index: number) => {
    const name = items[index]?.name;
    onChange((current) => removeItem(current, index));
    const remaining = items.length - 1;
    focusNext.current = remaining === 0 ? `${idPrefix}-add` : `${idPrefix}-${Math.min(index, remaining - 1)}-remove`;
    setAnnouncement(`${itemLabel(service, index)}${name ? ` (${name})` : ""} removed.`);
  };

  const importList = (prompts: OrderItem[], replace: boolean) => {
    onChange((current) => importPrompts(current, prompts, replace));
    focusNext.current = `${idPrefix}-add`;
    setAnnouncement(`${prompts.length} ${prompts.length === 1 ? noun.one : noun.many} imported.`);
  };

  const listError = errors.items;
  const full = items.length >= max;

  return (
    <Stack gap="md">
      <VisuallyHidden role="status" aria-live="polite" aria-atomic="true">
        {announcement}
      </VisuallyHidden>
      {items.length === 0 && (
        <Text c="dimmed" size="sm">
          No {noun.many} yet. Add your first {noun.one} below.
        </Text>
      )}
      <Stack component="ol" gap="md" p={0} m={0} style={{ listStyle: "none" }} aria-label={`Your ${noun.many}`}>
        {items.map((item, index) => {
          const label = itemLabel(service, index);
          const lower = label.toLowerCase();
          const nameId = `${idPrefix}-${index}-name`;
          const textId = `${idPrefix}-${index}-text`;
          return (
            <li key={index}>
              <Card padding="md" role="group" aria-labelledby={`${idPrefix}-${index}-title`}>
                <Group justify="space-between" wrap="nowrap" mb="xs" gap="xs">
                  <Text id={`${idPrefix}-${index}-title`} fw={700}>
                    {label}
                  </Text>
                  <Group gap={4} wrap="nowrap">
                    <Tooltip label="Move up" withArrow openDelay={400}>
                      <ActionIcon
                        id={`${idPrefix}-${index}-up`}
                        variant="default"
                        size="lg"
                        aria-label={`Move ${lower} up`}
                        disabled={index === 0}
                        onClick={() => move(index, index - 1)}
                      >
                        <Icon name="up" />
                      </ActionIcon>
                    </Tooltip>
                    <Tooltip label="Move down" withArrow openDelay={400}>
                      <ActionIcon
                        id={`${idPrefix}-${index}-down`}
                        variant="default"
                        size="lg"
                        aria-label={`Move ${lower} down`}
                        disabled={index === items.length - 1}
                        onClick={() => move(index, index + 1)}
                      >
                        <Icon name="down" />
                      </ActionIcon>
                    </Tooltip>
                    <Tooltip label="Remove" withArrow openDelay={400}>
                      <ActionIcon id={`${idPrefix}-${index}-remove`} variant="default" color="red" size="lg" aria-label={`Remove ${lower}`} onClick={() => remove(index)}>
                        <Icon name="trash" />
                      </ActionIcon>
                    </Tooltip>
                  </Group>
                </Group>
                <Stack gap="sm">
                  <TextInput
                    id={nameId}
                    label={noun.name}
                    description={copy.nameDescription}
                    required={service === "telephone-voice-prompts"}
                    maxLength={ITEM_NAME_MAX}
                    value={item.name}
                    error={errors[`items.${index}.name`]}
                    onChange={(event) => {
                      const name = event.currentTarget.value;
                      onChange((current) => updateItem(current, index, { name }));
                    }}
                  />
                  <Textarea
                    id={textId}
                    label="Text"
                    required
                    autosize
                    minRows={2}
                    maxRows={10}
                    maxLength={ITEM_TEXT_MAX}
                    size="md"
                    placeholder={copy.textPlaceholder}
                    value={item.text}
                    error={errors[`items.${index}.text`]}
                    description={wordsText(item.text, wordsPerMinute, includedWords)}
                    onChange={(event) => {
                      const text = event.currentTarget.value;
                      onChange((current) => updateItem(current, index, { text }));
                    }}
                  />
                  {assistantAvailable && (
                    <ScriptAssistant
                      idPrefix={`${idPrefix}-${index}-assistant`}
                      itemLabel={label}
                      text={item.text}
                      wordsPerMinute={wordsPerMinute}
                      language={draft.language}
                      serviceSlug={service}
                      onAccept={(text) => {
                        onChange((current) => updateItem(current, index, { text }));
                        // The suggestion and its buttons go away: the focus goes to the text it replaced.
                        focusNext.current = textId;
                      }}
                    />
                  )}
                </Stack>
              </Card>
            </li>
          );
        })}
      </Stack>
      {listError && (
        <Text id={`${idPrefix}-error`} c="red.9" size="sm" fw={500}>
          {listError}
        </Text>
      )}
      <Group gap="sm">
        <Button
          id={`${idPrefix}-add`}
          variant="light"
          leftSection={<Icon name="plus" />}
          onClick={add}
          disabled={full}
          data-fixes-error={listError ? true : undefined}
          aria-describedby={listError ? `${idPrefix}-error` : full && maxReason ? `${idPrefix}-full` : undefined}
        >
          Add {noun.one}
        </Button>
        {service === "telephone-voice-prompts" && <PromptListImport items={items} maxItems={max} maxWords={maxWords} onImport={importList} />}
        {full && maxReason && (
          <Text id={`${idPrefix}-full`} size="sm" c="dimmed">
            {maxReason}
          </Text>
        )}
      </Group>
    </Stack>
  );
}
