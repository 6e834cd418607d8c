// An approved reseller's terms: the wholesale discount, the commission rate, payout details, and
// whether the account is suspended (with the studio's reason).
import { Alert, SimpleGrid, Stack, Text } from "@mantine/core";
import { graphql, useFragment } from "react-relay";
import { formatPercent } from "../../../common/money.ts";
import type { ResellerTerms_reseller$key } from "../../__generated__/ResellerTerms_reseller.graphql.ts";
import { ProfileSection } from "../../ui/profile/ProfileSection.tsx";

export function ResellerTerms({ reseller }: { reseller: ResellerTerms_reseller$key }) {
  const data = useFragment(
    graphql`
      fragment ResellerTerms_reseller on Reseller {
        wholesaleDiscountBasisPoints
        commissionRateBasisPoints
        payoutDetails
        suspended
        suspensionReason
      }
    `,
    reseller,
  );
  return (
    <ProfileSection title="Your terms" description="Agreed with the studio; write to us to change them.">
      <Stack gap="md">
        {data.suspended && (
          <Alert color="red" title="Your reseller account is suspended">
            {data.suspensionReason}
          </Alert>
        )}
        <SimpleGrid cols={{ base: 1, sm: 3 }}>
          <Stack gap={0}>
            <Text size="sm" c="dimmed">
              Wholesale discount
            </Text>
            <Text fw={600} data-testid="wholesale-discount">
              {formatPercent(data.wholesaleDiscountBasisPoints)}
            </Text>
          </Stack>
          <Stack gap={0}>
            <Text size="sm" c="dimmed">
              Commission
            </Text>
            <Text fw={600} data-testid="commission-rate">
              {formatPercent(data.commissionRateBasisPoints)}
            </Text>
          </Stack>
          <Stack gap={0}>
            <Text size="sm" c="dimmed">
              Payout details
            </Text>
            <Text>{data.payoutDetails ?? "None yet"}</Text>
          </Stack>
        </SimpleGrid>
      </Stack>
    </ProfileSection>
  );
}
