// The whole script as the customer ordered it: every prompt or message with its name, text, word
// count and estimated spoken length, and the choices around it (voice, language, music bed, file
// formats, rush, due date) with the customer's pronunciation notes.
import { Badge, Group, Paper, SimpleGrid, Stack, Text } from "@mantine/core";
import type { ReactNode } from "react";
import { graphql, useFragment } from "react-relay";
import { formatDuration } from "../../../common/orders/wordCount.ts";
import type { OrderScript_order$key } from "../../__generated__/OrderScript_order.graphql.ts";
import { DateTimeCell } from "../../ui/table/cells.tsx";
import { languageName } from "../../ui/languages.ts";
import { formatLabels, itemNouns, itemTitle, wordsLabel } from "../../ui/orders/orderItems.ts";
import { readOrderedScript } from "../../ui/orders/orderedScript.ts";

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div>
      <Text size="xs" c="dimmed" fw={600}>
        {label}
      </Text>
      <Text size="sm" style={{ overflowWrap: "anywhere" }}>
        {children}
      </Text>
    </div>
  );
}

export function OrderScript({ order }: { order: OrderScript_order$key }) {
  const data = useFragment(
    graphql`
      fragment OrderScript_order on Order {
        bundle {
          name
        }
        dueAt
        pricedByStudio
        ...orderedScript_order
      }
    `,
    order,
  );
  const script = readOrderedScript(data);
  const nouns = itemNouns(script.service.slug);
  const formats = formatLabels(script.fileFormats);

  return (
    <Stack gap="md">
      <SimpleGrid cols={{ base: 2, sm: 3 }} spacing="md" verticalSpacing="sm">
        <Fact label="Service">
          {script.service.name}
          {data.bundle ? ` · ${data.bundle.name}` : ""}
        </Fact>
        <Fact label="Voice">{script.voice?.name ?? "Studio's choice"}</Fact>
        <Fact label="Language">{script.language ? languageName(script.language) : "Not given"}</Fact>
        <Fact label="Music bed">{script.track?.title ?? "None"}</Fact>
        <Fact label={formats.length === 1 ? "File format" : "File formats"}>{formats.length > 0 ? formats.join(", ") : "None chosen"}</Fact>
        <Fact label="Delivery">
          {script.rush ? (
            <Badge variant="light" color="orange" tt="none">
              Rush
            </Badge>
          ) : (
            "Standard"
          )}
          {data.dueAt && (
            <Text span size="sm" display="block">
              due <DateTimeCell value={data.dueAt} />
            </Text>
          )}
        </Fact>
      </SimpleGrid>
      <Paper withBorder p="sm" radius="sm" bg="gray.0">
        <Text size="xs" c="dimmed" fw={600}>
          {data.pricedByStudio ? "What the price covers" : "Pronunciation notes"}
        </Text>
        <Text size="sm" style={{ whiteSpace: "pre-line", overflowWrap: "anywhere" }} c={script.customerNote ? undefined : "dimmed"}>
          {script.customerNote || "The customer left no notes."}
        </Text>
      </Paper>
      {script.items.length > 0 && (
        <Stack gap="xs">
          <Text size="sm" fw={600}>
            {script.items.length} {script.items.length === 1 ? nouns.one : nouns.many} · {wordsLabel(script.wordCount)} · about {formatDuration(script.estimatedDurationSeconds)} spoken
          </Text>
          <Stack component="ol" gap="sm" m={0} p={0} style={{ listStyle: "none" }} aria-label="Script">
            {script.items.map((item, index) => (
              <Paper component="li" key={index} withBorder p="sm" radius="sm" data-testid="script-item">
                <Group justify="space-between" align="baseline" gap="xs" wrap="nowrap">
                  <Text size="sm" fw={600} style={{ overflowWrap: "anywhere" }}>
                    {index + 1}. {itemTitle(nouns, item.name, index)}
                  </Text>
                  <Text size="xs" c="dimmed" style={{ whiteSpace: "nowrap" }}>
                    {wordsLabel(item.wordCount)} · {formatDuration(item.estimatedDurationSeconds)}
                  </Text>
                </Group>
                <Text size="sm" mt={4} style={{ whiteSpace: "pre-wrap", overflowWrap: "anywhere" }}>
                  {item.text}
                </Text>
              </Paper>
            ))}
          </Stack>
        </Stack>
      )}
    </Stack>
  );
}
