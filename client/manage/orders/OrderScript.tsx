// The whole script as the customer ordered it: every prompt or message with its name, text, word
// count and estimated spoken length, and the choices around it (voice, language, music bed, file
// formats, rush, due date) with the customer's pronunciation notes.
import { Badge, Group, Paper, SimpleGrid, Stack, Text } from "@mantine/core";
import type { ReactNode } from "react";
import { graphql, useFragment } from "react-relay";
import { formatDuration } from "../../../common/orders/wordCount.ts";
import type { OrderScript_order$key } from "../../__generated__/OrderScript_order.graphql.ts";
import { DateTimeCell } from "../../ui/table/cells.tsx";
import { formatLabels, itemNouns, itemTitle, languageName } from "./orderItems.ts";

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

const words = (count: number) => `${count.toLocaleString("en")} ${count === 1 ? "word" : "words"}`;

export function OrderScript({ order }: { order: OrderScript_order$key }) {
  const data = useFragment(
    graphql`
      fragment OrderScript_order on Order {
        service {
          slug
          name
        }
        bundle {
          name
        }
        voice {
          name
        }
        track {
          title
        }
        language
        fileFormats
        rush
        dueAt
        customerNote
        pricedByStudio
        wordCount
        estimatedDurationSeconds
        items {
          name
          text
          wordCount
          estimatedDurationSeconds
        }
      }
    `,
    order,
  );
  const nouns = itemNouns(data.service.slug);
  const formats = formatLabels(data.fileFormats);

  return (
    <Stack gap="md">
      <SimpleGrid cols={{ base: 2, sm: 3 }} spacing="md" verticalSpacing="sm">
        <Fact label="Service">
          {data.service.name}
          {data.bundle ? ` · ${data.bundle.name}` : ""}
        </Fact>
        <Fact label="Voice">{data.voice?.name ?? "Studio's choice"}</Fact>
        <Fact label="Language">{data.language ? languageName(data.language) : "Not given"}</Fact>
        <Fact label="Music bed">{data.track?.title ?? "None"}</Fact>
        <Fact label={formats.length === 1 ? "File format" : "File formats"}>{formats.length > 0 ? formats.join(", ") : "None chosen"}</Fact>
        <Fact label="Delivery">
          {data.rush ? (
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
        <Text size="sm" style={{ whiteSpace: "pre-line", overflowWrap: "anywhere" }} c={data.customerNote ? undefined : "dimmed"}>
          {data.customerNote || "The customer left no notes."}
        </Text>
      </Paper>
      {data.items.length > 0 && (
        <Stack gap="xs">
          <Text size="sm" fw={600}>
            {data.items.length} {data.items.length === 1 ? nouns.one : nouns.many} · {words(data.wordCount)} · about {formatDuration(data.estimatedDurationSeconds)} spoken
          </Text>
          <Stack component="ol" gap="sm" m={0} p={0} style={{ listStyle: "none" }} aria-label="Script">
            {data.items.map((item, index) => (
              <Paper component="li" key={index} withBorder p="sm" radius="sm" data-testid="script-item">
                <Group justify="space-between" align="baseline" gap="xs" wrap="nowrap">
                  <Text size="sm" fw={600} style={{ overflowWrap: "anywhere" }}>
                    {index + 1}. {itemTitle(nouns, item.name, index)}
                  </Text>
                  <Text size="xs" c="dimmed" style={{ whiteSpace: "nowrap" }}>
                    {words(item.wordCount)} · {formatDuration(item.estimatedDurationSeconds)}
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
