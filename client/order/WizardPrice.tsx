// The live price beside the wizard (and its total under the step on narrow screens).
import { Card, Stack, Text, Title } from "@mantine/core";
import { formatMoney } from "../../common/money.ts";
import type { WizardService } from "../../common/orders/wizards.ts";
import { QuoteSummary } from "./QuoteSummary.tsx";
import type { LiveQuote } from "./useLiveQuote.ts";

const EMPTY_TEXT: Record<WizardService, string> = {
  "telephone-voice-prompts": "Add the text of a prompt to see its price.",
  "message-on-hold": "Choose a plan or write a message to see the price.",
  "mobile-voicemail": "Write your greeting to see the price.",
};

/** Nothing to price until some item has text (a plan has its price without). */
export function isPriced(live: LiveQuote, hasPlan: boolean): boolean {
  return live.hasText || hasPlan;
}

export function WizardMobileTotal({ total }: { total: LiveQuote["total"] }) {
  if (!total) return null;
  return (
    <Text hiddenFrom="md" fw={700}>
      Total: {formatMoney(total.amount, total.currency)}{" "}
      <Text span size="sm" c="dimmed" fw={400}>
        (details below)
      </Text>
    </Text>
  );
}

export function WizardPriceCard({ serviceSlug, serviceName, planName, live }: { serviceSlug: WizardService; serviceName: string; planName: string | null; live: LiveQuote }) {
  const priced = isPriced(live, planName !== null);
  const refused = Object.keys(live.fieldErrors).length > 0;
  return (
    <Card padding="lg" component="aside" aria-labelledby="order-price-title" style={{ position: "sticky", top: 80 }}>
      <Stack gap="sm">
        <Title order={2} fz="h4" id="order-price-title">
          Your price
        </Title>
        <Text size="sm" c="dimmed">
          {serviceName}
          {planName !== null ? ` · ${planName}` : serviceSlug === "message-on-hold" ? " · pay-as-you-go" : ""}
        </Text>
        {!priced ? (
          <Text size="sm" c="dimmed">
            {EMPTY_TEXT[serviceSlug]}
          </Text>
        ) : live.quote ? (
          <QuoteSummary quote={live.quote} updating={live.updating} emptyText={EMPTY_TEXT[serviceSlug]} />
        ) : live.updating ? (
          <Text size="sm" c="dimmed" role="status">
            Calculating the price…
          </Text>
        ) : (
          <Text size="sm" c="var(--mantine-color-error)" role="status">
            {refused ? "The price shows once the marked fields are put right." : (live.problem ?? "The price could not be calculated.")}
          </Text>
        )}
      </Stack>
    </Card>
  );
}
