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
import { formatLabels, itemNouns, itemTitle, languageName } from "./orderItems.ts";
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
        service {
          slug
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
          {data.rush && (
            <Badge color="orange" variant="filled" size="lg" ml="sm" tt="none" style={{ verticalAlign: "middle" }}>
              Rush
            </Badge>
          )}
        </Title>
        <Text c="dimmed">
          {data.service.name} · {data.items.length} {data.items.length === 1 ? nouns.one : nouns.many} · {data.wordCount} words · about{" "}
          {formatDuration(data.estimatedDurationSeconds)} spoken
        </Text>
      </div>
      <SimpleGrid cols={{ base: 2, sm: 3 }} spacing="md">
        <Fact label="Voice">{data.voice?.name ?? "Studio's choice"}</Fact>
        <Fact label="Language">{data.language ? languageName(data.language) : "Not given"}</Fact>
        <Fact label="Due">{data.dueAt ? formatDateTime(data.dueAt) : "Not set"}</Fact>
        <Fact label="Delivery">{data.rush ? "Rush" : "Standard"}</Fact>
        <Fact label="Music bed">{data.track?.title ?? "None"}</Fact>
        <Fact label="File formats">{formatLabels(data.fileFormats).join(", ") || "None chosen"}</Fact>
      </SimpleGrid>
      <Paper withBorder p="md" radius="sm">
        <Text size="xs" c="dimmed" fw={700} tt="uppercase">
          Pronunciation notes
        </Text>
        <Text size="lg" style={{ whiteSpace: "pre-line", overflowWrap: "anywhere" }}>
          {data.customerNote || "None"}
        </Text>
      </Paper>
      <Stack gap="md">
        {data.items.map((item, index) => (
          <Paper key={index} withBorder p="lg" radius="sm" className={classes.prompt} component="article" data-testid="sheet-prompt">
            <Group justify="space-between" align="baseline" gap="sm">
              <Title order={2} size="h3" style={{ overflowWrap: "anywhere" }}>
                {index + 1}. {itemTitle(nouns, item.name, index)}
              </Title>
              <Text c="dimmed" fw={600}>
                {item.wordCount} {item.wordCount === 1 ? "word" : "words"} · about {formatDuration(item.estimatedDurationSeconds)}
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
