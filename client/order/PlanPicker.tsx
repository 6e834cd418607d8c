// Bundle or pay-as-you-go for message on hold: each plan with its price and what it includes.
import { Radio, SimpleGrid, Text } from "@mantine/core";
import { graphql, useFragment } from "react-relay";
import type { OrderDraft } from "../../common/orders/orderDraft.ts";
import type { PlanPicker_service$key } from "../__generated__/PlanPicker_service.graphql.ts";
import { formatMoney } from "../../common/money.ts";
import { RadioOptionCard } from "./RadioOptionCard.tsx";
import { PAY_AS_YOU_GO, withPlan, type DraftUpdate, type FieldErrors } from "./wizardDraft.ts";

export function PlanPicker({ service: serviceKey, draft, onChange, errors }: { service: PlanPicker_service$key; draft: OrderDraft; onChange: DraftUpdate; errors: FieldErrors }) {
  const service = useFragment(
    graphql`
      fragment PlanPicker_service on Service {
        currency
        basePrice
        includedWords
        perWordPrice
        bundles {
          slug
          name
          price
          currency
          messagesIncluded
          wordsPerMessage
          periodMonths
        }
      }
    `,
    serviceKey,
  );
  const money = (minor: number, currency = service.currency) => formatMoney(minor, currency);
  const extra = service.perWordPrice > 0 ? `; ${money(service.perWordPrice)} per extra word` : "";
  const plans = [
    ...service.bundles.map((bundle) => ({
      value: bundle.slug,
      title: bundle.name,
      price: money(bundle.price, bundle.currency),
      details: `${bundle.messagesIncluded} messages of up to ${bundle.wordsPerMessage} words, to use within ${bundle.periodMonths} months${extra}.`,
    })),
    {
      value: PAY_AS_YOU_GO,
      title: "Pay-as-you-go",
      price: `${money(service.basePrice)} per message`,
      details: `Only the messages you need now, each up to ${service.includedWords} words${extra}.`,
    },
  ];
  return (
    <Radio.Group
      label="Plan"
      description="A yearly bundle of messages, or pay per message."
      required
      size="md"
      value={draft.bundle ?? PAY_AS_YOU_GO}
      error={errors.bundle}
      onChange={(value) => onChange((current) => withPlan(current, value === PAY_AS_YOU_GO ? null : value))}
    >
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm" mt="sm">
        {plans.map((plan) => (
          <RadioOptionCard key={plan.value} value={plan.value}>
          <Text fw={700}>{plan.title}</Text>
          <Text fw={700} c="studio.7">
            {plan.price}
          </Text>
          <Text size="sm" c="dimmed">
            {plan.details}
          </Text>
          </RadioOptionCard>
        ))}
      </SimpleGrid>
    </Radio.Group>
  );
}
