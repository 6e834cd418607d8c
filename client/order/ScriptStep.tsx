// The wizard's first step, by service: the voicemail greeting; the list of prompts; or the on-hold
// plan, its messages and the music under them.
import { Stack, Title } from "@mantine/core";
import type { OrderDraft } from "../../common/orders/orderDraft.ts";
import type { WizardService } from "../../common/orders/wizards.ts";
import type { MusicBedPicker_tracks$key } from "../__generated__/MusicBedPicker_tracks.graphql.ts";
import type { PlanPicker_service$key } from "../__generated__/PlanPicker_service.graphql.ts";
import { GreetingEditor } from "./GreetingEditor.tsx";
import type { GreetingFields } from "./greetingTemplates.ts";
import { ItemListEditor } from "./ItemListEditor.tsx";
import { MusicBedPicker } from "./MusicBedPicker.tsx";
import { PlanPicker } from "./PlanPicker.tsx";
import { maxItems, type DraftUpdate, type FieldErrors } from "./wizardDraft.ts";

export type ScriptStepProps = {
  serviceSlug: WizardService;
  draft: OrderDraft;
  onChange: DraftUpdate;
  errors: FieldErrors;
  service: PlanPicker_service$key;
  /** The on-hold plan chosen (null: pay-as-you-go, or a service without plans). */
  plan: { readonly name: string; readonly messagesIncluded: number; readonly wordsPerMessage: number } | null;
  /** The words each item includes without a plan. */
  includedWords: number;
  /** The on-hold music to choose from (null: the service has none). */
  tracks: MusicBedPicker_tracks$key | null;
  greetingFields: GreetingFields;
  onGreetingFieldsChange(fields: GreetingFields): void;
  wordsPerMinute: number;
  maxWords: number;
  assistantAvailable: boolean;
};

export function ScriptStep({ serviceSlug, draft, onChange, errors, service, plan, includedWords, tracks, greetingFields, onGreetingFieldsChange, wordsPerMinute, maxWords, assistantAvailable }: ScriptStepProps) {
  const stepProps = { draft, onChange, errors };
  if (serviceSlug === "mobile-voicemail") {
    return <GreetingEditor {...stepProps} fields={greetingFields} onFieldsChange={onGreetingFieldsChange} wordsPerMinute={wordsPerMinute} maxWords={maxWords} />;
  }
  const max = maxItems(serviceSlug, plan?.messagesIncluded);
  const list = (
    <ItemListEditor
      {...stepProps}
      service={serviceSlug}
      max={max}
      maxReason={plan ? `The ${plan.name} plan includes ${plan.messagesIncluded} messages.` : `An order holds at most ${max}.`}
      wordsPerMinute={wordsPerMinute}
      includedWords={plan ? plan.wordsPerMessage : includedWords}
      maxWords={maxWords}
      assistantAvailable={assistantAvailable}
    />
  );
  if (serviceSlug !== "message-on-hold") return list;
  return (
    <Stack gap="xl">
      <PlanPicker service={service} {...stepProps} />
      <Stack gap="xs">
        <Title order={3} fz="lg">
          Your messages
        </Title>
        {list}
      </Stack>
      {tracks && <MusicBedPicker tracks={tracks} {...stepProps} />}
    </Stack>
  );
}
