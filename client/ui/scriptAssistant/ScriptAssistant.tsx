// The script assistant beside one message of a wizard: a button opening a small panel to draft the
// message from a few facts, shorten it to a number of seconds, or check it for words a voice may
// stumble on. Its answer is a suggestion shown next to the current text with both word counts and
// durations; "Use this" replaces the text, "Dismiss" leaves it. Offered only when the studio has
// set an OpenRouter key (the public settings' `scriptAssistantAvailable`).
import { Button, Card, Group, List, NumberInput, SegmentedControl, Stack, Text, Textarea, VisuallyHidden } from "@mantine/core";
import { useForm } from "@mantine/form";
import { useMediaQuery } from "@mantine/hooks";
import { useState } from "react";
import { countWords, formatDuration, spokenSeconds } from "../../../common/orders/wordCount.ts";
import type { ScriptAssistantTask } from "../../__generated__/useAskScriptAssistantMutation.graphql.ts";
import { FormAlert } from "../FormAlert.tsx";
import { Icon } from "../Icon.tsx";
import { useFormSubmit } from "../useFormSubmit.ts";
import { useAskScriptAssistantMutation } from "./useAskScriptAssistantMutation.ts";

export type ScriptAssistantProps = {
  /** Unique on the page: the ids of the panel's fields start with it. */
  idPrefix: string;
  /** What the text is called ("Message 2"), for the button's and the panel's names. */
  itemLabel: string;
  text: string;
  onAccept: (text: string) => void;
  wordsPerMinute: number;
  language: string | null;
  serviceSlug: string;
};

type Task = Exclude<ScriptAssistantTask, "%future added value">;
type Values = { task: Task; facts: string; targetSeconds: number | string };
type Suggestion = { task: ScriptAssistantTask; text: string; wordCount: number; durationSeconds: number; flaggedWords: ReadonlyArray<{ word: string; reason: string }> };

const TASKS: { value: Task; label: string }[] = [
  { value: "DRAFT", label: "Draft from facts" },
  { value: "SHORTEN", label: "Shorten" },
  { value: "CHECK_PRONUNCIATION", label: "Check pronunciation" },
];

export function lengthText(words: number, wordsPerMinute: number, seconds = spokenSeconds(words, wordsPerMinute)): string {
  return `${words} ${words === 1 ? "word" : "words"} · about ${formatDuration(seconds)}`;
}

export function ScriptAssistant({ idPrefix, itemLabel, text, onAccept, wordsPerMinute, language, serviceSlug }: ScriptAssistantProps) {
  const [open, setOpen] = useState(false);
  const [suggestion, setSuggestion] = useState<Suggestion | null>(null);
  const [announcement, setAnnouncement] = useState("");
  const [ask] = useAskScriptAssistantMutation();
  const currentWords = countWords(text);
  const currentSeconds = spokenSeconds(currentWords, wordsPerMinute);
  const panelId = `${idPrefix}-panel`;
  const lower = itemLabel.toLowerCase();
  // The three choices do not fit side by side on a phone.
  const wide = useMediaQuery("(min-width: 36em)", true);

  const form = useForm<Values>({
    mode: "controlled",
    initialValues: { task: "DRAFT", facts: "", targetSeconds: "" },
    validate: {
      facts: (value, values) => (values.task === "DRAFT" && !value.trim() ? "Give the assistant a few facts" : null),
      targetSeconds: (value, values) => {
        if (values.task !== "SHORTEN") return null;
        if (value === "" || Number(value) < 3) return "At least 3 seconds";
        return Number(value) >= currentSeconds ? `Shorter than the text's ${currentSeconds} s` : null;
      },
    },
  });
  const values = form.getValues();

  const { onSubmit, formRef, alert, setAlert, submitting } = useFormSubmit(form, {
    submit: (v) =>
      ask({
        task: v.task,
        facts: v.task === "DRAFT" ? v.facts : null,
        text: v.task === "DRAFT" ? null : text,
        targetSeconds: v.task === "SHORTEN" ? Number(v.targetSeconds) : null,
        language,
        serviceSlug,
      }),
    success: "ScriptAssistantSuggestion",
    onSuccess: (result) => {
      setSuggestion(result);
      setAnnouncement(
        result.task === "CHECK_PRONUNCIATION" && result.flaggedWords.length === 0
          ? "The assistant found nothing a voice should stumble on."
          : `The assistant suggests a text of ${lengthText(result.wordCount, wordsPerMinute, result.durationSeconds)}.`,
      );
    },
  });

  const toggle = () => {
    if (!open) {
      // Open on what the text needs: a draft when it is empty, otherwise a shorter version by a quarter.
      form.setValues({ task: text.trim() ? "SHORTEN" : "DRAFT", targetSeconds: currentSeconds > 3 ? Math.max(3, Math.floor(currentSeconds * 0.75)) : "" });
      form.clearErrors();
      setAlert(null);
    }
    setOpen(!open);
  };

  const accept = () => {
    if (!suggestion) return;
    onAccept(suggestion.text);
    setSuggestion(null);
    setAnnouncement(`The suggestion replaced the text of ${lower}.`);
  };
  const dismiss = () => {
    setSuggestion(null);
    setAnnouncement("Suggestion dismissed; the text is unchanged.");
  };

  const needsText = values.task !== "DRAFT" && !text.trim();
  const flagged = suggestion?.task === "CHECK_PRONUNCIATION" ? suggestion.flaggedWords : [];
  const unchanged = suggestion?.text.trim() === text.trim();

  return (
    <Stack gap="xs">
      <VisuallyHidden role="status" aria-live="polite" aria-atomic="true">
        {announcement}
      </VisuallyHidden>
      <Group>
        <Button
          id={`${idPrefix}-toggle`}
          variant="light"
          size="compact-md"
          leftSection={<Icon name="sparkles" />}
          aria-expanded={open}
          aria-controls={open ? panelId : undefined}
          aria-label={`Assistant for ${lower}`}
          onClick={toggle}
        >
          Assistant
        </Button>
      </Group>
      {open && (
        <Card id={panelId} padding="sm" withBorder>
          <form ref={formRef} onSubmit={onSubmit} noValidate aria-label={`Script assistant for ${lower}`}>
            <Stack gap="sm">
              <Text size="sm" id={`${idPrefix}-task-label`} fw={500}>
                What should the assistant do?
              </Text>
              <SegmentedControl
                aria-labelledby={`${idPrefix}-task-label`}
                data={TASKS}
                orientation={wide ? "horizontal" : "vertical"}
                fullWidth={!wide}
                w={wide ? "fit-content" : undefined}
                {...form.getInputProps("task")}
              />
              {values.task === "DRAFT" && (
                <Textarea
                  id={`${idPrefix}-facts`}
                  label="Facts"
                  description="A few facts for callers: who you are, opening hours, an offer, your website. The assistant writes only from these."
                  autosize
                  minRows={3}
                  maxRows={8}
                  maxLength={2000}
                  {...form.getInputProps("facts")}
                />
              )}
              {values.task === "SHORTEN" && (
                <NumberInput
                  id={`${idPrefix}-target`}
                  label="Target length in seconds"
                  description={`Now ${lengthText(currentWords, wordsPerMinute)}.`}
                  min={3}
                  max={600}
                  allowDecimal={false}
                  allowNegative={false}
                  w={{ base: "100%", xs: 260 }}
                  {...form.getInputProps("targetSeconds")}
                />
              )}
              {values.task === "CHECK_PRONUNCIATION" && (
                <Text size="sm">The assistant lists the words a voice may read wrongly or stumble on (numbers, abbreviations, names, web addresses) and suggests how to write them.</Text>
              )}
              {needsText && (
                <Text size="sm" c="dimmed">
                  Write the text of {lower} first.
                </Text>
              )}
              <FormAlert>{alert}</FormAlert>
              <Group>
                <Button type="submit" loading={submitting} disabled={needsText}>
                  Ask the assistant
                </Button>
                <Button variant="default" onClick={toggle}>
                  Close
                </Button>
              </Group>
            </Stack>
          </form>
          {suggestion && (
            <Card mt="sm" padding="sm" withBorder role="group" aria-labelledby={`${idPrefix}-suggestion-title`}>
              <Stack gap="xs">
                <Text id={`${idPrefix}-suggestion-title`} fw={700}>
                  Suggestion
                </Text>
                <Text style={{ whiteSpace: "pre-wrap" }} data-testid="assistant-suggestion">
                  {suggestion.text}
                </Text>
                <Text size="sm" c="dimmed">
                  Suggested: {lengthText(suggestion.wordCount, wordsPerMinute, suggestion.durationSeconds)}. Now: {lengthText(currentWords, wordsPerMinute)}.
                </Text>
                {suggestion.task === "CHECK_PRONUNCIATION" &&
                  (flagged.length > 0 ? (
                    <List size="sm" spacing={4} aria-label="Words a voice may stumble on">
                      {flagged.map((entry, index) => (
                        <List.Item key={index}>
                          <Text span fw={700} size="sm">
                            {entry.word}
                          </Text>
                          {entry.reason ? `: ${entry.reason}` : ""}
                        </List.Item>
                      ))}
                    </List>
                  ) : (
                    <Text size="sm">Nothing a voice should stumble on.</Text>
                  ))}
                <Group>
                  {!unchanged && <Button onClick={accept}>Use this</Button>}
                  <Button variant="default" onClick={dismiss}>
                    Dismiss
                  </Button>
                </Group>
              </Stack>
            </Card>
          )}
        </Card>
      )}
    </Stack>
  );
}
