// The delivery step: the telephone-system file format(s), rush delivery with its fee and
// turnaround, and a note for the studio (pronunciations, tone).
import { Checkbox, Stack, Text, Textarea } from "@mantine/core";
import { graphql, useFragment } from "react-relay";
import { FILE_FORMAT_HINTS, FILE_FORMAT_LABELS, FILE_FORMATS } from "../../common/orders/fileFormats.ts";
import { NOTE_MAX, type OrderDraft } from "../../common/orders/orderDraft.ts";
import type { DeliveryOptions_service$key } from "../__generated__/DeliveryOptions_service.graphql.ts";
import { formatMoney } from "../../common/money.ts";
import { withFileFormats, type DraftUpdate, type FieldErrors } from "./wizardDraft.ts";

const days = (count: number) => `${count} working ${count === 1 ? "day" : "days"}`;

export function DeliveryOptions({ service: serviceKey, draft, onChange, errors }: { service: DeliveryOptions_service$key; draft: OrderDraft; onChange: DraftUpdate; errors: FieldErrors }) {
  const service = useFragment(
    graphql`
      fragment DeliveryOptions_service on Service {
        currency
        turnaroundDays
        rushFee
        rushTurnaroundDays
      }
    `,
    serviceKey,
  );
  return (
    <Stack gap="xl">
      <Checkbox.Group
        label="File formats"
        description={
          draft.service === "telephone-voice-prompts"
            ? "µ-law 8 kHz WAV is what most phone systems take, so it is chosen for you; add every other format you need. Each recording is delivered in all of them at no extra cost."
            : "Choose every format you need; each recording is delivered in all of them at no extra cost."
        }
        required
        size="md"
        value={[...draft.fileFormats]}
        error={errors.fileFormats}
        onChange={(formats) => onChange((current) => withFileFormats(current, formats))}
      >
        <Stack gap="sm" mt="sm">
          {FILE_FORMATS.map((format) => (
            <Checkbox key={format} value={format} label={FILE_FORMAT_LABELS[format]} description={FILE_FORMAT_HINTS[format]} />
          ))}
        </Stack>
      </Checkbox.Group>
      {service.rushFee > 0 ? (
        <Checkbox
          size="md"
          label={`Rush delivery (+${formatMoney(service.rushFee, service.currency)})`}
          description={`Delivered within ${days(service.rushTurnaroundDays)} instead of ${days(service.turnaroundDays)}.`}
          checked={draft.rush}
          error={errors.rush}
          onChange={(event) => {
            const rush = event.currentTarget.checked;
            onChange((current) => ({ ...current, rush }));
          }}
        />
      ) : (
        <Text size="sm" c="dimmed">
          Delivered within {days(service.turnaroundDays)}.
        </Text>
      )}
      <Textarea
        label="Notes for the studio"
        description="Optional: how to pronounce names, the tone you want, where the recording will be used."
        autosize
        minRows={3}
        maxRows={8}
        size="md"
        maxLength={NOTE_MAX}
        value={draft.customerNote ?? ""}
        error={errors.customerNote}
        onChange={(event) => {
          const note = event.currentTarget.value;
          onChange((current) => ({ ...current, customerNote: note || null }));
        }}
      />
    </Stack>
  );
}
