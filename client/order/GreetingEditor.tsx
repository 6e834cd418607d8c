// The voicemail greeting: choose a template, which fills in your name and company, then edit the
// text freely. The word count shows against the words a greeting includes; bracketed gaps still
// to fill in ("[date]") are pointed out. Changing the name or company rewrites the text only
// while it is still the template's own words.
import { Alert, Button, Grid, Radio, SimpleGrid, Stack, Text, Textarea, TextInput } from "@mantine/core";
import { useState } from "react";
import { ITEM_TEXT_MAX, type OrderDraft } from "../../common/orders/orderDraft.ts";
import { GREETING_TEMPLATES, greetingTemplate, isUntouched, templateByTitle, unfilledPlaceholders, type GreetingFields } from "./greetingTemplates.ts";
import { wordsText } from "./ItemListEditor.tsx";
import { RadioOptionCard } from "./RadioOptionCard.tsx";
import { Icon } from "../ui/Icon.tsx";
import type { DraftUpdate, FieldErrors } from "./wizardDraft.ts";

export type GreetingEditorProps = {
  draft: OrderDraft;
  onChange: DraftUpdate;
  errors: FieldErrors;
  fields: GreetingFields;
  onFieldsChange(fields: GreetingFields): void;
  wordsPerMinute: number;
  /** The most words a greeting may have (0: no limit). */
  maxWords: number;
};

const OWN_GREETING = "Own greeting";

export function GreetingEditor({ draft, onChange, errors, fields, onFieldsChange, wordsPerMinute, maxWords }: GreetingEditorProps) {
  const item = draft.items[0] ?? null;
  const template = item ? templateByTitle(item.name) : undefined;
  const [undo, setUndo] = useState<{ name: string; text: string } | null>(null);

  const setGreeting = (name: string, text: string) => onChange((current) => ({ ...current, items: [{ name, text }] }));

  const chooseTemplate = (id: string) => {
    const chosen = greetingTemplate(id);
    if (!chosen) return;
    // Text written by hand can be brought back once.
    setUndo(item && item.text.trim() && !isUntouched(item.text, template, fields) ? item : null);
    setGreeting(chosen.title, chosen.text(fields));
  };

  const changeFields = (next: GreetingFields) => {
    onFieldsChange(next);
    if (item && template && isUntouched(item.text, template, fields)) setGreeting(item.name, template.text(next));
  };

  const gaps = item ? unfilledPlaceholders(item.text) : [];

  return (
    <Stack gap="lg">
      <Grid gap="md">
        <Grid.Col span={{ base: 12, sm: 6 }}>
          <TextInput label="Your name" description="As callers should hear it." autoComplete="name" value={fields.name} onChange={(event) => changeFields({ ...fields, name: event.currentTarget.value })} />
        </Grid.Col>
        <Grid.Col span={{ base: 12, sm: 6 }}>
          <TextInput label="Company" description="Optional." autoComplete="organization" value={fields.company} onChange={(event) => changeFields({ ...fields, company: event.currentTarget.value })} />
        </Grid.Col>
      </Grid>
      <Radio.Group label="Template" description="Start from one of these; you can change every word afterwards." size="md" value={template?.id ?? null} onChange={chooseTemplate}>
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm" mt="sm">
          {GREETING_TEMPLATES.map((option) => (
            <RadioOptionCard key={option.id} value={option.id}>
            <Text fw={700}>{option.title}</Text>
            <Text size="sm" c="dimmed">
              {option.hint}
            </Text>
            </RadioOptionCard>
          ))}
        </SimpleGrid>
      </Radio.Group>
      <Stack gap="xs">
        <Textarea
          id="greeting-text"
          label="Greeting text"
          required
          autosize
          minRows={4}
          maxRows={10}
          size="md"
          maxLength={ITEM_TEXT_MAX}
          placeholder="Choose a template above, or write your own greeting."
          value={item?.text ?? ""}
          error={errors["items.0.text"] ?? errors.items}
          description={`${wordsText(item?.text ?? "", wordsPerMinute)}${maxWords ? ` · at most ${maxWords} words` : ""}`}
          onChange={(event) => {
            const text = event.currentTarget.value;
            setGreeting(item?.name || OWN_GREETING, text);
          }}
        />
        {undo && (
          <div>
            <Button
              variant="subtle"
              size="compact-sm"
              leftSection={<Icon name="undo" size={16} />}
              onClick={() => {
                // The customer's own words: no template is chosen any more.
                setGreeting(OWN_GREETING, undo.text);
                setUndo(null);
              }}
            >
              Bring back my own text
            </Button>
          </div>
        )}
      </Stack>
      {gaps.length > 0 && (
        <Alert color="amber" variant="light" title="Fill in the gaps" styles={{ title: { color: "var(--mantine-color-dark-8)" } }}>
          Replace {gaps.join(", ")} in the text with what callers should hear.
        </Alert>
      )}
    </Stack>
  );
}
