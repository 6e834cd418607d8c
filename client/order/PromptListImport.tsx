// "Import a list" on the telephone prompts step: a studio's prompt list, pasted ("main_menu, Thank
// you for calling.") or from a CSV file, checked as it is typed with the wizard's own rules. Every
// bad line is named with what is wrong; the prompts are imported only once none is left, added
// after the order's prompts or in their place (prompts without text yet are simply replaced).
import { Button, FileInput, Group, List, Modal, Radio, Stack, Text, Textarea } from "@mantine/core";
import { useMemo, useState } from "react";
import { parsePromptList, promptListProblemText } from "../../common/orders/promptList.ts";
import type { OrderItem } from "../../common/orders/orderDraft.ts";
import { Icon } from "../ui/Icon.tsx";

/** Far above any prompt list an order can hold (100 prompts of 3000 characters). */
const MAX_FILE_BYTES = 1024 * 1024;

const PLACEHOLDER = "main_menu, Thank you for calling. For sales, press 1.\nclosed, Our office is closed. Please call again between nine and five.";

const plural = (count: number) => `${count} ${count === 1 ? "prompt" : "prompts"}`;

export function PromptListImport({
  items,
  maxItems,
  maxWords,
  onImport,
}: {
  /** The order's prompts now. */
  items: readonly OrderItem[];
  maxItems: number;
  /** The most words one prompt may have (0: no limit). */
  maxWords: number;
  onImport: (prompts: OrderItem[], replace: boolean) => void;
}) {
  const [opened, setOpened] = useState(false);
  const [source, setSource] = useState("");
  const [file, setFile] = useState<File | null>(null);
  const [fileError, setFileError] = useState<string | null>(null);
  const [replace, setReplace] = useState(false);
  const hasPrompts = items.some((item) => item.text.trim() !== "");
  const replacing = replace || !hasPrompts;
  const result = useMemo(
    () => (source.trim() ? parsePromptList(source, replacing ? [] : items, { maxItems, maxWords }) : null),
    [source, replacing, items, maxItems, maxWords],
  );

  const close = () => {
    setOpened(false);
    setSource("");
    setFile(null);
    setFileError(null);
    setReplace(false);
  };

  const readFile = async (chosen: File | null) => {
    setFile(chosen);
    setFileError(null);
    if (!chosen) return;
    if (chosen.size > MAX_FILE_BYTES) {
      setFileError(`${chosen.name} is larger than 1 MB: a prompt list is far smaller. Choose the CSV file of the list.`);
      return;
    }
    setSource(await chosen.text());
  };

  const ready = result !== null && result.problems.length === 0 && result.prompts.length > 0;
  const importList = () => {
    if (!ready) return;
    onImport(result.prompts, replacing);
    close();
  };

  return (
    <>
      <Button variant="default" leftSection={<Icon name="upload" />} onClick={() => setOpened(true)}>
        Import a list
      </Button>
      <Modal opened={opened} onClose={close} title="Import a prompt list" size="lg">
        <Stack gap="md">
          <Text size="sm">
            One prompt a line: its file name, a comma, then its text. A CSV file works too, from a spreadsheet or the prompts.csv of an earlier delivery; a first line
            naming the columns “name” and “text” picks those columns.
          </Text>
          <FileInput
            label="CSV file"
            placeholder="Choose a .csv or .txt file"
            accept=".csv,.txt,text/csv,text/plain"
            clearable
            clearButtonProps={{ "aria-label": "Remove the chosen file" }}
            value={file}
            onChange={(chosen) => void readFile(chosen)}
            error={fileError}
          />
          <Textarea
            label="Prompts"
            description="Paste or edit the list here; a text with commas may stay as it is, or go in double quotes."
            placeholder={PLACEHOLDER}
            autosize
            minRows={5}
            maxRows={14}
            value={source}
            onChange={(event) => setSource(event.currentTarget.value)}
            styles={{ input: { fontFamily: "var(--mantine-font-family-monospace)" } }}
          />
          {hasPrompts && (
            <Radio.Group label="Your order's prompts" value={replace ? "replace" : "add"} onChange={(value) => setReplace(value === "replace")}>
              <Group gap="lg" mt={4}>
                <Radio value="add" label={`Keep them (${plural(items.length)}) and add the list`} />
                <Radio value="replace" label="Replace them with the list" />
              </Group>
            </Radio.Group>
          )}
          <div aria-live="polite" data-testid="prompt-list-check">
            {result && result.problems.length > 0 && (
              <Stack gap={4}>
                <Text size="sm" fw={600} c="red.9">
                  Fix {result.problems.length === 1 ? "this line" : `these ${result.problems.length} lines`} to import the list:
                </Text>
                <List size="sm" spacing={2} c="red.9">
                  {result.problems.map((problem, index) => (
                    <List.Item key={index}>{promptListProblemText(problem)}</List.Item>
                  ))}
                </List>
              </Stack>
            )}
            {ready && (
              <Text size="sm" c="teal.9">
                {plural(result.prompts.length)} ready to import.
              </Text>
            )}
          </div>
          <Group justify="flex-end">
            <Button variant="default" onClick={close}>
              Cancel
            </Button>
            <Button onClick={importList} disabled={!ready}>
              {ready ? `Import ${plural(result.prompts.length)}` : "Import"}
            </Button>
          </Group>
        </Stack>
      </Modal>
    </>
  );
}
