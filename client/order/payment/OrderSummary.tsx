// What was ordered: the service (and on-hold plan), voice and language, music bed, file formats,
// rush, and every prompt, message or greeting with its word count and estimated spoken length.
import { Anchor, Badge, Card, Group, Stack, Text, Title } from "@mantine/core";
import { useState, type ReactNode } from "react";
import { graphql, useFragment } from "react-relay";
import type { OrderSummary_order$key } from "../../__generated__/OrderSummary_order.graphql.ts";
import { languageName } from "../../ui/languages.ts";
import { formatLabels, itemNouns, itemTitle, wordsLabel } from "../../ui/orders/orderItems.ts";
import { readOrderedScript } from "../../ui/orders/orderedScript.ts";
import { formatDuration } from "./paymentView.ts";

/** How many items show before "Show all". */
const FIRST_ITEMS = 6;

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
        bundle {
          name
        }
        pricedByStudio
        ...orderedScript_order
      }
    `,
    order,
  );
  const script = readOrderedScript(data);
  const [showAll, setShowAll] = useState(false);
  const nouns = itemNouns(script.service.slug);
  const { many } = nouns;
  const items = showAll ? script.items : script.items.slice(0, FIRST_ITEMS);
  const formats = formatLabels(script.fileFormats);

  return (
    <Card withBorder radius="md" padding="lg" component="section" aria-labelledby="order-summary-title">
      <Stack gap="md">
        <div>
          <Title order={2} size="h4" id="order-summary-title">
            {title}
          </Title>
          <Text fw={600} mt={4}>
            {script.service.name}
            {data.bundle ? ` · ${data.bundle.name}` : ""}
          </Text>
        </div>
        <Stack gap={6}>
          {script.voice && <Fact label="Voice">{script.voice.name}</Fact>}
          {script.language && <Fact label="Language">{languageName(script.language)}</Fact>}
          {script.track && <Fact label="Music bed">{script.track.title}</Fact>}
          {formats.length > 0 && <Fact label={formats.length === 1 ? "File format" : "File formats"}>{formats.join(", ")}</Fact>}
          <Fact label="Delivery">{script.rush ? <Badge color="orange" variant="light">Rush</Badge> : "Standard turnaround"}</Fact>
        </Stack>
        {script.items.length > 0 && (
          <div>
            <Text size="sm" fw={600}>
              {script.items.length} {script.items.length === 1 ? nouns.one : many} · {wordsLabel(script.wordCount)} · about{" "}
              {formatDuration(script.estimatedDurationSeconds)} spoken
            </Text>
            <Stack component="ul" gap="xs" mt="xs" mb={0} mx={0} p={0} style={{ listStyle: "none" }} aria-label={`Your ${many}`}>
              {items.map((item, index) => (
                <li key={`${index}-${item.name}`}>
                  <Group gap="xs" justify="space-between" wrap="nowrap" align="baseline">
                    <Text size="sm" fw={500} style={{ overflowWrap: "anywhere" }}>
                      {itemTitle(nouns, item.name, index)}
                    </Text>
                    <Text size="xs" c="dimmed" style={{ whiteSpace: "nowrap" }}>
                      {wordsLabel(item.wordCount)} · {formatDuration(item.estimatedDurationSeconds)}
                    </Text>
                  </Group>
                  <Text size="sm" c="dimmed" style={{ whiteSpace: "pre-wrap", overflowWrap: "anywhere" }}>
                    {item.text}
                  </Text>
                </li>
              ))}
            </Stack>
            {script.items.length > FIRST_ITEMS && (
              <Anchor component="button" type="button" size="sm" mt="xs" onClick={() => setShowAll((value) => !value)} aria-expanded={showAll}>
                {showAll ? `Show the first ${FIRST_ITEMS}` : `Show all ${script.items.length} ${many}`}
              </Anchor>
            )}
          </div>
        )}
        {script.customerNote && (
          <Fact label={data.pricedByStudio ? "Scope" : "Your note"}>
            <span style={{ whiteSpace: "pre-line" }}>{script.customerNote}</span>
          </Fact>
        )}
      </Stack>
    </Card>
  );
}
