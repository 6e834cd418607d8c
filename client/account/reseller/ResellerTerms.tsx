// An approved reseller's terms: the wholesale discount, the commission rate, payout details, and
// whether the account is suspended (with the studio's reason).
import { Alert, SimpleGrid, Stack, Text } from "@mantine/core";
import type { ReactNode } from "react";
import { graphql, useFragment } from "react-relay";
import { formatPercent } from "../../../common/money.ts";
import type { ResellerTerms_reseller$key } from "../../__generated__/ResellerTerms_reseller.graphql.ts";
import { ProfileSection } from "../../ui/profile/ProfileSection.tsx";

/** One term: its name, and its value below. */
function Term({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Stack gap={0}>
      <Text size="sm" c="dimmed">
        {label}
      </Text>
      {children}
    </Stack>
  );
}

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
          <Term label="Wholesale discount">
            <Text fw={600} data-testid="wholesale-discount">
              {formatPercent(data.wholesaleDiscountBasisPoints)}
            </Text>
          </Term>
          <Term label="Commission">
            <Text fw={600} data-testid="commission-rate">
              {formatPercent(data.commissionRateBasisPoints)}
            </Text>
          </Term>
          <Term label="Payout details">
            <Text>{data.payoutDetails ?? "None yet"}</Text>
          </Term>
        </SimpleGrid>
      </Stack>
    </ProfileSection>
  );
}
