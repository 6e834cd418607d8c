// The public keys the server is configured with, read-only: each is set by an environment
// variable on the server (README, Configuration), never on this page.
import { Code, Fieldset, Table, Text } from "@mantine/core";
import { graphql, useFragment } from "react-relay";
import type { SettingsIntegrations_settings$key } from "../../__generated__/SettingsIntegrations_settings.graphql.ts";

export function SettingsIntegrations({ settings: settingsKey }: { settings: SettingsIntegrations_settings$key }) {
  const settings = useFragment(
    graphql`
      fragment SettingsIntegrations_settings on AdminSettings {
        paymentProvider
        integrations {
          name
          variable
          value
        }
      }
    `,
    settingsKey,
  );
  return (
    <Fieldset legend="Integrations">
      <Text size="sm" c="dimmed" mb="sm">
        Set in the server’s environment and shown here read-only; change them by setting the variable and restarting the server. Card payments go through{" "}
        {settings.paymentProvider === "STRIPE" ? "Stripe" : "the built-in test gateway (STRIPE_SECRET_KEY is not set)"}.
      </Text>
      <Table.ScrollContainer minWidth={480} role="region" aria-label="Integrations">
        <Table>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Integration</Table.Th>
              <Table.Th>Environment variable</Table.Th>
              <Table.Th>Value</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {settings.integrations.map((integration) => (
              <Table.Tr key={integration.variable}>
                <Table.Td>{integration.name}</Table.Td>
                <Table.Td>
                  <Code>{integration.variable}</Code>
                </Table.Td>
                <Table.Td style={{ overflowWrap: "anywhere" }}>{integration.value ?? <Text span c="dimmed" size="sm">Not set</Text>}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    </Fieldset>
  );
}
