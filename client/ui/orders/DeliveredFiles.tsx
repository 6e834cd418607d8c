// What the studio delivered for an order: per prompt (and the on-hold programme) its telephone
// preview and one download per ordered format, and everything in one ZIP. The addresses come
// from the server ready to use: for a guest they already carry the private link's key.
import { Button, Group, Paper, Stack, Text, Title, VisuallyHidden } from "@mantine/core";
import { graphql, useFragment } from "react-relay";
import type { DeliveredFiles_order$key } from "../../__generated__/DeliveredFiles_order.graphql.ts";
import { Icon } from "../Icon.tsx";
import { formatBytes } from "../upload/uploadRules.ts";
import { formatPlayingTime, groupDeliveredFiles } from "./deliveredFileGroups.ts";
import { TelephonePreview } from "./TelephonePreview.tsx";

export const ZIP_LINK_LABEL = "Download everything (ZIP)";

export function DeliveredFiles({ order }: { order: DeliveredFiles_order$key }) {
  const data = useFragment(
    graphql`
      fragment DeliveredFiles_order on Order {
        number
        filesZipUrl
        items {
          name
          text
        }
        deliveredFiles(includePreviews: true) {
          id
          itemIndex
          isProgramme
          format
          formatLabel
          preview
          version
          fileName
          durationMs
          sizeBytes
          url
          downloadUrl
          ...TelephonePreview_file
        }
      }
    `,
    order,
  );
  const groups = groupDeliveredFiles(data.deliveredFiles);
  if (groups.length === 0) return null;

  return (
    <Stack gap="md">
      {data.filesZipUrl && (
        <Group justify="space-between" align="center" gap="sm">
          <Text size="sm" c="dimmed">
            Every file below, sorted into one folder per format.
          </Text>
          <Button component="a" href={data.filesZipUrl} download leftSection={<Icon name="download" />}>
            {ZIP_LINK_LABEL}
          </Button>
        </Group>
      )}
      {groups.map((group) => {
        const item = group.itemIndex === null ? null : data.items[group.itemIndex];
        const name = group.itemIndex === null ? "On-hold programme" : (item?.name ?? `Prompt ${group.itemIndex + 1}`);
        const sample = group.downloads[0] ?? group.preview;
        const facts = [sample && sample.version > 1 ? `Version ${sample.version}` : null, sample?.durationMs ? formatPlayingTime(sample.durationMs) : null].filter(Boolean);
        const headingId = `delivered-${data.number}-${group.key}`;
        return (
          <Paper key={group.key} withBorder radius="md" p="md" component="article" aria-labelledby={headingId} data-testid="delivered-prompt">
            <Stack gap="sm">
              <Group justify="space-between" align="baseline" gap="xs" wrap="nowrap">
                <Title order={3} size="h5" id={headingId} style={{ overflowWrap: "anywhere" }}>
                  {name}
                </Title>
                {facts.length > 0 && (
                  <Text size="xs" c="dimmed" style={{ whiteSpace: "nowrap" }}>
                    {facts.join(" · ")}
                  </Text>
                )}
              </Group>
              {item?.text && (
                <Text size="sm" c="dimmed" lineClamp={2}>
                  {item.text}
                </Text>
              )}
              {group.preview && <TelephonePreview file={group.preview} title={name} />}
              {group.downloads.length > 0 && (
                <Group gap="xs" role="list" aria-label={`Downloads of ${name}`}>
                  {group.downloads.map((file) => (
                    <div role="listitem" key={file.id}>
                      <Button
                        component="a"
                        href={file.downloadUrl ?? undefined}
                        download={file.fileName}
                        variant="default"
                        size="xs"
                      >
                        {/* The name read aloud holds the words shown (WCAG 2.5.3), with what the button downloads. */}
                        <VisuallyHidden>Download {name} as </VisuallyHidden>
                        {file.formatLabel}
                        {file.sizeBytes ? (
                          <Text span size="xs" c="dimmed" ml={6}>
                            {formatBytes(file.sizeBytes)}
                          </Text>
                        ) : null}
                      </Button>
                    </div>
                  ))}
                </Group>
              )}
            </Stack>
          </Paper>
        );
      })}
    </Stack>
  );
}
