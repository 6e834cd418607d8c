// The review step: everything the order holds, section by section, each with the way back to the
// step that changes it.
import { Anchor, Button, Card, Group, List, Spoiler, Stack, Text, Title } from "@mantine/core";
import type { ReactNode } from "react";
import { graphql, useFragment } from "react-relay";
import { FILE_FORMAT_LABELS } from "../../common/orders/fileFormats.ts";
import type { OrderDraft } from "../../common/orders/orderDraft.ts";
import { ITEM_NOUNS, type WizardService } from "../../common/orders/wizards.ts";
import type { ReviewSummary_service$key } from "../__generated__/ReviewSummary_service.graphql.ts";
import type { ReviewSummary_tracks$key } from "../__generated__/ReviewSummary_tracks.graphql.ts";
import type { ReviewSummary_voices$key } from "../__generated__/ReviewSummary_voices.graphql.ts";
import { PrefetchLink } from "../app/PrefetchLink.tsx";
import { languageName } from "../ui/languages.ts";
import { wordsText } from "./ItemListEditor.tsx";
import { Icon } from "../ui/Icon.tsx";
import type { WizardStepKey } from "./wizardDraft.ts";

function Section({ title, step, onEdit, children }: { title: string; step: WizardStepKey; onEdit(step: WizardStepKey): void; children: ReactNode }) {
  return (
    <Card padding="md" component="section" aria-label={title}>
      <Group justify="space-between" wrap="nowrap" mb={6} align="flex-start">
        <Title order={3} fz="md">
          {title}
        </Title>
        <Button variant="subtle" size="compact-sm" leftSection={<Icon name="edit" size={16} />} onClick={() => onEdit(step)} aria-label={`Change ${title.toLowerCase()}`}>
          Change
        </Button>
      </Group>
      {children}
    </Card>
  );
}

const missing = (text: string) => (
  <Text span size="sm" c="var(--mantine-color-error)">
    {text}
  </Text>
);

export function ReviewSummary(props: {
  serviceSlug: WizardService;
  service: ReviewSummary_service$key;
  voices: ReviewSummary_voices$key;
  tracks: ReviewSummary_tracks$key | null;
  draft: OrderDraft;
  wordsPerMinute: number;
  /** What still keeps the script step from being ordered (unfilled gaps, too many words…), in plain words. */
  scriptIssues?: readonly string[];
  onEdit(step: WizardStepKey): void;
}) {
  const { serviceSlug, draft, onEdit, wordsPerMinute, scriptIssues = [] } = props;
  const service = useFragment(
    graphql`
      fragment ReviewSummary_service on Service {
        name
        bundles {
          slug
          name
        }
      }
    `,
    props.service,
  );
  const voices = useFragment(
    graphql`
      fragment ReviewSummary_voices on VoiceConnection {
        edges {
          node {
            id
            name
          }
        }
      }
    `,
    props.voices,
  );
  const tracks = useFragment(
    graphql`
      fragment ReviewSummary_tracks on SoundtrackTrack @relay(plural: true) {
        id
        title
      }
    `,
    props.tracks,
  );
  const noun = ITEM_NOUNS[serviceSlug];
  const voice = voices.edges.find((edge) => edge.node.id === draft.voiceId)?.node;
  const track = tracks?.find((candidate) => candidate.id === draft.trackId);
  const plan = serviceSlug === "message-on-hold" ? (service.bundles.find((bundle) => bundle.slug === draft.bundle)?.name ?? "Pay-as-you-go") : null;

  return (
    <Stack gap="md">
      <Section title={serviceSlug === "mobile-voicemail" ? "Greeting" : `${noun.many[0].toUpperCase()}${noun.many.slice(1)}`} step="script" onEdit={onEdit}>
        <Stack gap="xs">
          {plan && (
            <Text size="sm">
              <Text span fw={600}>
                Plan:
              </Text>{" "}
              {plan}
            </Text>
          )}
          {draft.items.length === 0 ? (
            <Text size="sm">{missing(`No ${noun.many} yet.`)}</Text>
          ) : (
            <List type="ordered" size="sm" spacing={6}>
              {draft.items.map((item, index) => (
                <List.Item key={index}>
                  <Text size="sm" fw={600} component="span">
                    {item.name || `${noun.one} ${index + 1}`}
                  </Text>
                  {/* The whole script, wrapped; a very long one folds behind "Show all". */}
                  <Spoiler maxHeight={160} showLabel="Show all" hideLabel="Show less" fz="sm">
                    <Text size="sm" style={{ whiteSpace: "pre-wrap", overflowWrap: "anywhere" }}>
                      {item.text || "(no text yet)"}
                    </Text>
                  </Spoiler>
                  <Text size="xs" c="dimmed">
                    {wordsText(item.text, wordsPerMinute)}
                  </Text>
                </List.Item>
              ))}
            </List>
          )}
          {scriptIssues.map((issue) => (
            <Text key={issue} size="sm" c="var(--mantine-color-error)" fw={500}>
              {issue}
            </Text>
          ))}
          {serviceSlug === "message-on-hold" && (
            <Text size="sm">
              <Text span fw={600}>
                Music bed:
              </Text>{" "}
              {track?.title ?? missing("not chosen")}
            </Text>
          )}
        </Stack>
      </Section>
      <Section title="Voice" step="voice" onEdit={onEdit}>
        <Text size="sm">
          {voice ? voice.name : missing("No voice chosen")} · {draft.language ? languageName(draft.language) : missing("no language chosen")}
        </Text>
      </Section>
      <Section title="Delivery" step="delivery" onEdit={onEdit}>
        <Stack gap={4}>
          <Text size="sm">{draft.fileFormats.length ? draft.fileFormats.map((format) => FILE_FORMAT_LABELS[format]).join(", ") : missing("No file format chosen")}</Text>
          <Text size="sm">{draft.rush ? "Rush delivery" : "Standard delivery"}</Text>
          {draft.customerNote && (
            <Text size="sm" c="dimmed">
              Note: {draft.customerNote}
            </Text>
          )}
        </Stack>
      </Section>
      <Text size="sm" c="dimmed">
        Questions about {service.name.toLowerCase()} before you order?{" "}
        <Anchor component={PrefetchLink} to="/contact" size="sm" underline="always">
          Contact the studio
        </Anchor>
        .
      </Text>
    </Stack>
  );
}
