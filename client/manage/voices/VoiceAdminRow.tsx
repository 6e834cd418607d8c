// One voice in the management table: portrait, name (to its page), languages, gender, styles,
// number of samples, featured and active.
import { Anchor, Avatar, Badge, Group, Table, Text } from "@mantine/core";
import { graphql, useFragment } from "react-relay";
import { Link } from "react-router";
import type { VoiceAdminRow_voice$key } from "../../__generated__/VoiceAdminRow_voice.graphql.ts";
import { genderLabel } from "./voiceForm.ts";
import { languageName } from "../../ui/languages.ts";
import { voicePath } from "./voicePaths.ts";
import { StateBadge } from "../StateBadge.tsx";

export const voiceColumns = ["Position", "Voice", "Languages", "Gender", "Styles", "Samples", "Featured", "Status"] as const;

export function VoiceAdminRow({ voice }: { voice: VoiceAdminRow_voice$key }) {
  const data = useFragment(
    graphql`
      fragment VoiceAdminRow_voice on Voice {
        id
        name
        slug
        languages
        gender
        styles
        featured
        active
        position
        photoUrl
        samples {
          id
        }
      }
    `,
    voice,
  );
  return (
    <Table.Tr>
      <Table.Td>{data.position}</Table.Td>
      <Table.Td>
        <Group gap="sm" wrap="nowrap">
          <Avatar src={data.photoUrl} alt="" radius="xl" size="md" name={data.name} color="initials" />
          <div>
            <Anchor component={Link} to={voicePath(data.id)} fw={600}>
              {data.name}
            </Anchor>
            <Text size="xs" c="dimmed" ff="monospace">
              {data.slug}
            </Text>
          </div>
        </Group>
      </Table.Td>
      <Table.Td>
        <Group gap={4}>
          {data.languages.map((language) => (
            <Badge key={language} variant="outline" color="gray" c="dark.6" tt="none" title={languageName(language)}>
              {language}
            </Badge>
          ))}
        </Group>
      </Table.Td>
      <Table.Td>{genderLabel(data.gender)}</Table.Td>
      <Table.Td>
        <Text size="sm">{data.styles.join(", ")}</Text>
      </Table.Td>
      <Table.Td>{data.samples.length}</Table.Td>
      <Table.Td>
        {data.featured ? (
          <Badge variant="light" color="amber">
            Featured
          </Badge>
        ) : (
          <Text span size="sm" c="dimmed">
            —
          </Text>
        )}
      </Table.Td>
      <Table.Td>
        <StateBadge on={data.active} />
      </Table.Td>
    </Table.Tr>
  );
}
