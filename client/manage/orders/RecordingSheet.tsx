// The voice talent's recording sheet: the order's facts (voice, language, due date, rush, music
// bed), the customer's pronunciation notes, and every prompt in large type with its file name,
// word count and estimated length, one block per prompt. Printed from the browser.
import { Badge, Box, Button, Group, Paper, SimpleGrid, Stack, Text, Title } from "@mantine/core";
import type { ReactNode } from "react";
import { graphql, useFragment } from "react-relay";
import { Link } from "react-router";
import { formatDuration } from "../../../common/orders/wordCount.ts";
import type { RecordingSheet_order$key } from "../../__generated__/RecordingSheet_order.graphql.ts";
import { formatDateTime } from "../../ui/table/cells.tsx";
import { orderPath } from "../paths.ts";
import { languageName } from "../../ui/languages.ts";
import { formatLabels, itemNouns, itemTitle, wordsLabel } from "../../ui/orders/orderItems.ts";
import { readOrderedScript } from "../../ui/orders/orderedScript.ts";
import classes from "./RecordingSheet.module.css";

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div>
      <Text size="xs" c="dimmed" fw={700} tt="uppercase">
        {label}
      </Text>
      <Text fw={600}>{children}</Text>
    </div>
  );
}

export function RecordingSheet({ order }: { order: RecordingSheet_order$key }) {
  const data = useFragment(
    graphql`
      fragment RecordingSheet_order on Order {
        id
        number
        dueAt
        ...orderedScript_order
      }
    `,
    order,
  );
  const script = readOrderedScript(data);
  const nouns = itemNouns(script.service.slug);

  return (
    <Stack gap="lg" className={classes.sheet} data-testid="recording-sheet">
      <Group justify="space-between" className={classes.screenOnly}>
        <Button component={Link} to={orderPath(data.id)} variant="default">
          Back to order {data.number}
        </Button>
        <Button onClick={() => window.print()}>Print</Button>
      </Group>
      <div>
        <Title order={1}>
          Recording sheet · order {data.number}
          {script.rush && (
            <Badge color="orange" variant="filled" size="lg" ml="sm" tt="none" style={{ verticalAlign: "middle" }}>
              Rush
            </Badge>
          )}
        </Title>
        <Text c="dimmed">
          {script.service.name} · {script.items.length} {script.items.length === 1 ? nouns.one : nouns.many} · {script.wordCount} words · about{" "}
          {formatDuration(script.estimatedDurationSeconds)} spoken
        </Text>
      </div>
      <SimpleGrid cols={{ base: 2, sm: 3 }} spacing="md">
        <Fact label="Voice">{script.voice?.name ?? "Studio's choice"}</Fact>
        <Fact label="Language">{script.language ? languageName(script.language) : "Not given"}</Fact>
        <Fact label="Due">{data.dueAt ? formatDateTime(data.dueAt) : "Not set"}</Fact>
        <Fact label="Delivery">{script.rush ? "Rush" : "Standard"}</Fact>
        <Fact label="Music bed">{script.track?.title ?? "None"}</Fact>
        <Fact label="File formats">{formatLabels(script.fileFormats).join(", ") || "None chosen"}</Fact>
      </SimpleGrid>
      <Paper withBorder p="md" radius="sm">
        <Text size="xs" c="dimmed" fw={700} tt="uppercase">
          Pronunciation notes
        </Text>
        <Text size="lg" style={{ whiteSpace: "pre-line", overflowWrap: "anywhere" }}>
          {script.customerNote || "None"}
        </Text>
      </Paper>
      <Stack gap="md">
        {script.items.map((item, index) => (
          <Paper key={index} withBorder p="lg" radius="sm" className={classes.prompt} component="article" data-testid="sheet-prompt">
            <Group justify="space-between" align="baseline" gap="sm">
              <Title order={2} size="h3" style={{ overflowWrap: "anywhere" }}>
                {index + 1}. {itemTitle(nouns, item.name, index)}
              </Title>
              <Text c="dimmed" fw={600}>
                {wordsLabel(item.wordCount)} · about {formatDuration(item.estimatedDurationSeconds)}
              </Text>
            </Group>
            <Box mt="sm">
              <Text fz={26} lh={1.5} style={{ whiteSpace: "pre-wrap", overflowWrap: "anywhere" }}>
                {item.text}
              </Text>
            </Box>
          </Paper>
        ))}
      </Stack>
    </Stack>
  );
}
