// What was ordered: the service (and on-hold plan), voice and language, music bed, file formats,
// rush, and every prompt, message or greeting with its word count and estimated spoken length.
import { Anchor, Badge, Card, Group, Stack, Text, Title } from "@mantine/core";
import { useState, type ReactNode } from "react";
import { graphql, useFragment } from "react-relay";
import { FILE_FORMAT_LABELS, type FileFormat } from "../../../common/orders/fileFormats.ts";
import type { OrderSummary_order$key } from "../../__generated__/OrderSummary_order.graphql.ts";
import { languageName } from "../../ui/languages.ts";
import { formatDuration } from "./paymentView.ts";

/** How many items show before "Show all". */
const FIRST_ITEMS = 6;

const ITEM_NOUN: Record<string, [string, string]> = {
  "telephone-voice-prompts": ["prompt", "prompts"],
  "message-on-hold": ["message", "messages"],
  "mobile-voicemail": ["greeting", "greetings"],
};

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Group gap="xs" wrap="nowrap" align="baseline">
      <Text size="sm" c="dimmed" w={110} style={{ flexShrink: 0 }}>
        {label}
      </Text>
      <Text size="sm" fw={500} style={{ overflowWrap: "anywhere" }}>
        {children}
      </Text>
    </Group>
  );
}

export function OrderSummary({ order, title = "Your order" }: { order: OrderSummary_order$key; title?: string }) {
  const data = useFragment(
    graphql`
      fragment OrderSummary_order on Order {
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
  const [showAll, setShowAll] = useState(false);
  const [one, many] = ITEM_NOUN[data.service.slug] ?? ["item", "items"];
  const items = showAll ? data.items : data.items.slice(0, FIRST_ITEMS);
  const formats = data.fileFormats.map((format) => FILE_FORMAT_LABELS[format as FileFormat] ?? format);

  return (
    <Card withBorder radius="md" padding="lg" component="section" aria-labelledby="order-summary-title">
      <Stack gap="md">
        <div>
          <Title order={2} size="h4" id="order-summary-title">
            {title}
          </Title>
          <Text fw={600} mt={4}>
            {data.service.name}
            {data.bundle ? ` · ${data.bundle.name}` : ""}
          </Text>
        </div>
        <Stack gap={6}>
          {data.voice && <Fact label="Voice">{data.voice.name}</Fact>}
          {data.language && <Fact label="Language">{languageName(data.language)}</Fact>}
          {data.track && <Fact label="Music bed">{data.track.title}</Fact>}
          {formats.length > 0 && <Fact label={formats.length === 1 ? "File format" : "File formats"}>{formats.join(", ")}</Fact>}
          <Fact label="Delivery">{data.rush ? <Badge color="orange" variant="light">Rush</Badge> : "Standard turnaround"}</Fact>
        </Stack>
        {data.items.length > 0 && (
          <div>
            <Text size="sm" fw={600}>
              {data.items.length} {data.items.length === 1 ? one : many} · {data.wordCount} {data.wordCount === 1 ? "word" : "words"} · about{" "}
              {formatDuration(data.estimatedDurationSeconds)} spoken
            </Text>
            <Stack component="ul" gap="xs" mt="xs" mb={0} mx={0} p={0} style={{ listStyle: "none" }} aria-label={`Your ${many}`}>
              {items.map((item, index) => (
                <li key={`${index}-${item.name}`}>
                  <Group gap="xs" justify="space-between" wrap="nowrap" align="baseline">
                    <Text size="sm" fw={500} style={{ overflowWrap: "anywhere" }}>
                      {item.name || `${one.charAt(0).toUpperCase()}${one.slice(1)} ${index + 1}`}
                    </Text>
                    <Text size="xs" c="dimmed" style={{ whiteSpace: "nowrap" }}>
                      {item.wordCount} {item.wordCount === 1 ? "word" : "words"} · {formatDuration(item.estimatedDurationSeconds)}
                    </Text>
                  </Group>
                  <Text size="sm" c="dimmed" style={{ whiteSpace: "pre-wrap", overflowWrap: "anywhere" }}>
                    {item.text}
                  </Text>
                </li>
              ))}
            </Stack>
            {data.items.length > FIRST_ITEMS && (
              <Anchor component="button" type="button" size="sm" mt="xs" onClick={() => setShowAll((value) => !value)} aria-expanded={showAll}>
                {showAll ? `Show the first ${FIRST_ITEMS}` : `Show all ${data.items.length} ${many}`}
              </Anchor>
            )}
          </div>
        )}
        {data.customerNote && (
          <Fact label={data.pricedByStudio ? "Scope" : "Your note"}>
            <span style={{ whiteSpace: "pre-line" }}>{data.customerNote}</span>
          </Fact>
        )}
      </Stack>
    </Card>
  );
}
