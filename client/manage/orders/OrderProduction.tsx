// Producing the order: per prompt or message its newest master with what the master check found
// in it, the button that uploads the next one, and the files rendered from it (every ordered
// format plus the telephone preview), then the on-hold programme's files when there is one.
import { Alert, Anchor, Group, Paper, Stack, Table, Text } from "@mantine/core";
import { graphql, useFragment } from "react-relay";
import type { OrderProduction_order$key } from "../../__generated__/OrderProduction_order.graphql.ts";
import type { ProductionFileRow_file$key } from "../../__generated__/ProductionFileRow_file.graphql.ts";
import { formatPlayingTime } from "../../ui/orders/deliveredFileGroups.ts";
import { orderStatusLabel } from "../../ui/orders/orderStatus.ts";
import { DateTimeCell } from "../../ui/table/cells.tsx";
import { MasterCheck } from "./MasterCheck.tsx";
import { useMayUseArea } from "../../app/useMayUseArea.ts";
import { MasterUpload } from "./MasterUpload.tsx";
import { itemNouns, itemTitle } from "../../ui/orders/orderItems.ts";
import { ProductionFileRow } from "./ProductionFileRow.tsx";

type FileRef = { readonly id: string } & ProductionFileRow_file$key;

function FilesTable({ files, title }: { files: readonly FileRef[]; title: string }) {
  if (files.length === 0) return null;
  return (
    <Table.ScrollContainer minWidth={560}>
      <Table verticalSpacing={6} fz="sm" aria-label={`Files of ${title}`}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>File</Table.Th>
            <Table.Th>State</Table.Th>
            <Table.Th>Length</Table.Th>
            <Table.Th>Actions</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {files.map((file) => (
            <ProductionFileRow key={file.id} file={file} title={title} />
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

export function OrderProduction({ order }: { order: OrderProduction_order$key }) {
  const data = useFragment(
    graphql`
      fragment OrderProduction_order on Order {
        id
        status
        service {
          slug
        }
        items {
          name
        }
        recordings {
          id
          itemIndex
          version
          durationMs
          fileName
          masterUrl
          createdAt
          ...MasterCheck_recording
        }
        productionFiles {
          id
          itemIndex
          isProgramme
          ...ProductionFileRow_file
        }
      }
    `,
    order,
  );
  const nouns = itemNouns(data.service.slug);
  const inProduction = data.status === "IN_PRODUCTION";
  // An accountant reads the production; only production uploads masters.
  const produces = useMayUseArea("production");
  const programmeFiles = data.productionFiles.filter((file) => file.isProgramme);

  return (
    <Stack gap="md">
      {!inProduction && (
        <Alert color="gray" variant="light">
          Masters can be uploaded while the order is in production; it is {orderStatusLabel(data.status).toLowerCase()} now.
        </Alert>
      )}
      {data.items.map((item, index) => {
        const title = itemTitle(nouns, item.name, index);
        // Recordings come newest version first per prompt.
        const master = data.recordings.find((recording) => recording.itemIndex === index);
        const files = data.productionFiles.filter((file) => !file.isProgramme && file.itemIndex === index);
        return (
          <Paper key={index} withBorder p="sm" radius="sm" component="article" aria-label={title} data-testid="production-item">
            <Stack gap="xs">
              <Group justify="space-between" align="flex-start" gap="sm" wrap="nowrap">
                <div style={{ minWidth: 0 }}>
                  <Text fw={600} style={{ overflowWrap: "anywhere" }}>
                    {index + 1}. {title}
                  </Text>
                  {master ? (
                    <Text size="xs" c="dimmed" style={{ overflowWrap: "anywhere" }}>
                      Master version {master.version}:{" "}
                      <Anchor href={master.masterUrl} size="xs" underline="always" download={master.fileName}>
                        {master.fileName}
                      </Anchor>{" "}
                      · {formatPlayingTime(master.durationMs)} · uploaded <DateTimeCell value={master.createdAt} />
                    </Text>
                  ) : (
                    <Text size="xs" c="dimmed">
                      No master yet
                    </Text>
                  )}
                </div>
                {produces && <MasterUpload orderId={data.id} itemIndex={index} title={title} hasMaster={!!master} enabled={inProduction} />}
              </Group>
              {master && <MasterCheck recording={master} title={title} />}
              <FilesTable files={files} title={title} />
            </Stack>
          </Paper>
        );
      })}
      {programmeFiles.length > 0 && (
        <Paper withBorder p="sm" radius="sm" component="article" aria-label="On-hold programme" data-testid="production-item">
          <Stack gap="xs">
            <Text fw={600}>On-hold programme</Text>
            <Text size="xs" c="dimmed">
              Every message on the music bed, rendered once each message has a master.
            </Text>
            <FilesTable files={programmeFiles} title="On-hold programme" />
          </Stack>
        </Paper>
      )}
    </Stack>
  );
}
