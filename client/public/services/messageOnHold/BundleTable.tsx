// The message-on-hold plans side by side: price, messages, words per message, validity and the
// price per message, each plan leading into the order wizard with that plan chosen.
import { Badge, Button, Stack, Table, Text } from "@mantine/core";
import { graphql, useFragment } from "react-relay";
import { Link } from "react-router";
import type { BundleTable_service$key } from "../../../__generated__/BundleTable_service.graphql.ts";
import { onHoldOrderPath } from "../../shared/links.ts";
import { formatMoney } from "../../../../common/money.ts";

/** The plan with the lowest price per message is marked as the best value. */
export function bestValueSlug(bundles: ReadonlyArray<{ slug: string; price: number; messagesIncluded: number }>): string | null {
  let best: { slug: string; perMessage: number } | null = null;
  for (const bundle of bundles) {
    if (bundle.messagesIncluded <= 0) continue;
    const perMessage = bundle.price / bundle.messagesIncluded;
    if (!best || perMessage < best.perMessage) best = { slug: bundle.slug, perMessage };
  }
  return bundles.length > 1 ? (best?.slug ?? null) : null;
}

const months = (count: number) => (count % 12 === 0 ? `${count / 12} ${count === 12 ? "year" : "years"}` : `${count} ${count === 1 ? "month" : "months"}`);

export function BundleTable({ service: serviceKey }: { service: BundleTable_service$key }) {
  const service = useFragment(
    graphql`
      fragment BundleTable_service on Service {
        currency
        bundles {
          id
          slug
          name
          description
          messagesIncluded
          wordsPerMessage
          periodMonths
          price
        }
      }
    `,
    serviceKey,
  );
  const money = (minor: number) => formatMoney(minor, service.currency);
  const bundles = service.bundles;
  if (bundles.length === 0) return <Text c="dimmed">The studio is preparing new on-hold plans. Pay-as-you-go messages can be ordered in the meantime.</Text>;
  const best = bestValueSlug(bundles);

  const rows: Array<{ label: string; cell: (bundle: (typeof bundles)[number]) => string }> = [
    { label: "Messages included", cell: (bundle) => String(bundle.messagesIncluded) },
    { label: "Words per message", cell: (bundle) => `Up to ${bundle.wordsPerMessage}` },
    { label: "Use the messages within", cell: (bundle) => months(bundle.periodMonths) },
    { label: "Price per message", cell: (bundle) => (bundle.messagesIncluded > 0 ? money(Math.round(bundle.price / bundle.messagesIncluded)) : "—") },
  ];

  return (
    <Table.ScrollContainer minWidth={560}>
      <Table verticalSpacing="md" horizontalSpacing="md" withTableBorder withColumnBorders striped="even" captionSide="bottom">
        <Table.Caption>Prices exclude VAT. Music bed, editing and delivery in your phone system's format are included in every plan.</Table.Caption>
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">
              <Text size="sm" c="dimmed" fw={600}>
                Plan
              </Text>
            </Table.Th>
            {bundles.map((bundle) => (
              <Table.Th key={bundle.id} scope="col">
                <Stack gap={4}>
                  <Text fw={800} size="lg">
                    {bundle.name}
                  </Text>
                  {bundle.slug === best && (
                    <Badge color="amber.5" c="dark.9" variant="filled" radius="sm" w="fit-content">
                      Best value
                    </Badge>
                  )}
                </Stack>
              </Table.Th>
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          <Table.Tr>
            <Table.Th scope="row">Price</Table.Th>
            {bundles.map((bundle) => (
              <Table.Td key={bundle.id}>
                <Text fw={800} fz="xl" data-testid={`bundle-price-${bundle.slug}`}>
                  {money(bundle.price)}
                </Text>
              </Table.Td>
            ))}
          </Table.Tr>
          {rows.map((row) => (
            <Table.Tr key={row.label}>
              <Table.Th scope="row">{row.label}</Table.Th>
              {bundles.map((bundle) => (
                <Table.Td key={bundle.id}>{row.cell(bundle)}</Table.Td>
              ))}
            </Table.Tr>
          ))}
          <Table.Tr>
            <Table.Th scope="row">What it is for</Table.Th>
            {bundles.map((bundle) => (
              <Table.Td key={bundle.id}>
                <Text size="sm">{bundle.description}</Text>
              </Table.Td>
            ))}
          </Table.Tr>
          <Table.Tr>
            <Table.Td />
            {bundles.map((bundle) => (
              <Table.Td key={bundle.id}>
                {/* The order wizard arrives with the order work; this is the one link ahead of it. */}
                <Button component={Link} to={onHoldOrderPath(bundle.slug)} variant={bundle.slug === best ? "filled" : "light"} fullWidth aria-label={`Choose plan: ${bundle.name}`}>
                  Choose plan
                </Button>
              </Table.Td>
            ))}
          </Table.Tr>
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
