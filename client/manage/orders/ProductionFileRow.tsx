// One rendered file of the newest version of a prompt: its format, state (with why it failed),
// length and size, a download once it is ready, "Render again" for a failed or undelivered file,
// and for the 8 kHz telephone preview a player.
import { Anchor, Badge, Button, Stack, Table, Text } from "@mantine/core";
import { useState } from "react";
import { graphql, useFragment } from "react-relay";
import type { ProductionFileRow_file$key } from "../../__generated__/ProductionFileRow_file.graphql.ts";
import { formatPlayingTime } from "../../ui/orders/deliveredFileGroups.ts";
import { TelephonePreview } from "../../ui/orders/TelephonePreview.tsx";
import { formatBytes } from "../../ui/upload/uploadRules.ts";
import { requestErrorMessage } from "../../ui/formErrors.ts";
import { useMayUseArea } from "../../app/useMayUseArea.ts";
import { useRenderDeliverableAgainMutation } from "./useRenderDeliverableAgainMutation.ts";

export const RENDER_STATUS_LABELS: Record<string, string> = { QUEUED: "Queued", RENDERING: "Rendering", READY: "Ready", FAILED: "Failed" };
const RENDER_STATUS_COLORS: Record<string, string> = { QUEUED: "gray", RENDERING: "blue", READY: "teal", FAILED: "red" };

export function ProductionFileRow({ file, title }: { file: ProductionFileRow_file$key; /** The prompt the file renders. */ title: string }) {
  const data = useFragment(
    graphql`
      fragment ProductionFileRow_file on Deliverable {
        id
        formatLabel
        preview
        version
        fileName
        status
        failureReason
        durationMs
        sizeBytes
        downloadUrl
        deliveredAt
        ...TelephonePreview_file
      }
    `,
    file,
  );
  const [renderAgain, queueing] = useRenderDeliverableAgainMutation();
  const [problem, setProblem] = useState<string | null>(null);
  const color = RENDER_STATUS_COLORS[data.status] ?? "gray";
  const canRenderAgain = useMayUseArea("production") && (data.status === "FAILED" || (data.status === "READY" && !data.deliveredAt));

  const queue = async () => {
    setProblem(null);
    try {
      const result = await renderAgain(data.id);
      if (result.__typename !== "RenderDeliverableAgainPayload") setProblem("message" in result && result.message ? result.message : "The file was not queued.");
    } catch (error) {
      setProblem(requestErrorMessage(error));
    }
  };

  return (
    <Table.Tr data-testid="production-file" data-status={data.status}>
      <Table.Td>
        <Text size="sm" fw={500}>
          {data.preview ? "Telephone preview" : data.formatLabel}
        </Text>
        <Text size="xs" c="dimmed" style={{ overflowWrap: "anywhere" }}>
          {data.fileName}
        </Text>
      </Table.Td>
      <Table.Td>
        <Badge variant="light" color={color} tt="none" fz="xs">
          {RENDER_STATUS_LABELS[data.status] ?? data.status}
        </Badge>
        {data.status === "FAILED" && data.failureReason && (
          <Text size="xs" c="red.8" mt={2} maw={280}>
            {data.failureReason}
          </Text>
        )}
      </Table.Td>
      <Table.Td style={{ whiteSpace: "nowrap" }}>
        <Text size="sm">
          {data.durationMs ? formatPlayingTime(data.durationMs) : "—"}
          {data.sizeBytes ? (
            <Text span size="xs" c="dimmed" ml={6}>
              {formatBytes(data.sizeBytes)}
            </Text>
          ) : null}
        </Text>
      </Table.Td>
      <Table.Td>
        <Stack gap={4} align="flex-start">
          {data.preview && data.status === "READY" && <TelephonePreview file={data} title={title} />}
          {!data.preview && data.downloadUrl && data.status === "READY" && (
            <Anchor href={data.downloadUrl} download={data.fileName} size="sm">
              Download
            </Anchor>
          )}
          {canRenderAgain && (
            <Button size="compact-xs" variant="default" loading={queueing} onClick={queue} aria-label={`Render again: ${title} (${data.preview ? "telephone preview" : data.formatLabel})`}>
              Render again
            </Button>
          )}
          {problem && (
            <Text size="xs" c="red.8" role="alert">
              {problem}
            </Text>
          )}
        </Stack>
      </Table.Td>
    </Table.Tr>
  );
}
