// Everything a contact message carries: who sent it and how to reach them, the message, the
// form's details (a quote's service, languages, word count, deadline…; a partnership's website and
// programme) as readable rows, and the attached script with its download link.
import { Anchor, DataList, Group, Stack, Text, Title } from "@mantine/core";
import { graphql, useFragment } from "react-relay";
import type { MessageDetails_message$key } from "../../__generated__/MessageDetails_message.graphql.ts";
import { DetailField } from "../DetailField.tsx";
import { DateTimeCell } from "../../ui/table/cells.tsx";
import { formatBytes } from "../../ui/upload/uploadRules.ts";
import { KindBadge } from "./badges.tsx";
import { detailRows } from "./details.ts";

const notGiven = (
  <Text span c="dimmed" size="sm">
    Not given
  </Text>
);

export function MessageDetails({ message }: { message: MessageDetails_message$key }) {
  const data = useFragment(
    graphql`
      fragment MessageDetails_message on ContactMessage {
        id
        kind
        name
        email
        phone
        company
        message
        details
        createdAt
        attachment {
          name
          mediaType
          size
          url
        }
      }
    `,
    message,
  );
  const details = detailRows(data.details);

  return (
    <Stack gap="lg">
      <DataList labelWidth={130} withDivider>
        <DetailField label="Kind" value={<KindBadge kind={data.kind} />} />
        <DetailField label="Received" value={<DateTimeCell value={data.createdAt} />} />
        <DetailField label="Name" value={data.name} />
        <DetailField label="E-mail" value={<Anchor href={`mailto:${data.email}`}>{data.email}</Anchor>} />
        <DetailField label="Phone" value={data.phone ? <Anchor href={`tel:${data.phone.replace(/[^+0-9]/g, "")}`}>{data.phone}</Anchor> : notGiven} />
        <DetailField label="Company" value={data.company ?? notGiven} />
      </DataList>

      <Stack gap="xs">
        <Title order={3} size="h5">
          {data.kind === "QUOTE" ? "Notes" : "Message"}
        </Title>
        <Text style={{ whiteSpace: "pre-wrap", overflowWrap: "anywhere" }}>{data.message || "—"}</Text>
      </Stack>

      {details.length > 0 && (
        <Stack gap="xs">
          <Title order={3} size="h5">
            Details
          </Title>
          <DataList labelWidth={130} withDivider>
            {details.map((row) => (
              <DetailField
                key={row.key}
                label={row.label}
                value={
                  row.href ? (
                    <Anchor href={row.href} target="_blank" rel="noopener noreferrer">
                      {row.text}
                    </Anchor>
                  ) : (
                    <Text span style={{ whiteSpace: "pre-wrap", overflowWrap: "anywhere" }}>
                      {row.text}
                    </Text>
                  )
                }
              />
            ))}
          </DataList>
        </Stack>
      )}

      {data.attachment && (
        <Stack gap="xs">
          <Title order={3} size="h5">
            Attachment
          </Title>
          <Group gap="sm">
            <Anchor href={data.attachment.url} download={data.attachment.name} fw={600}>
              Download {data.attachment.name}
            </Anchor>
            <Text size="sm" c="dimmed">
              {formatBytes(data.attachment.size)} · {data.attachment.mediaType}
            </Text>
          </Group>
        </Stack>
      )}
    </Stack>
  );
}
