// An approved reseller's clients: each company with its contact, whether the studio may write to
// it, and the orders placed for it (newest first, each opening its page); adding and editing a
// client. Ordering for a client starts in the wizards and is settled on the payment page.
import { Accordion, Alert, Badge, Button, Group, Modal, Stack, Text } from "@mantine/core";
import { useState } from "react";
import { graphql, useFragment } from "react-relay";
import { Link } from "react-router";
import type { ResellerClients_reseller$key } from "../../__generated__/ResellerClients_reseller.graphql.ts";
import { NEW_ORDER_PATH } from "../../ui/orders/accountOrderPaths.ts";
import { ClientOrdersTable } from "../../ui/resellers/ClientOrdersTable.tsx";
import { ResellerClientForm } from "../../ui/resellers/ResellerClientForm.tsx";
import { ProfileSection } from "../../ui/profile/ProfileSection.tsx";

export function ResellerClients({ reseller: resellerKey }: { reseller: ResellerClients_reseller$key }) {
  const reseller = useFragment(
    graphql`
      fragment ResellerClients_reseller on Reseller {
        id
        suspended
        clients {
          ...resellerClientFields_client @relay(mask: false)
        }
      }
    `,
    resellerKey,
  );
  const [adding, setAdding] = useState(false);

  return (
    <ProfileSection
      title="Your clients"
      description="The companies you order for. Choose the client on the payment page of an order; its orders, files and invoices stay yours. We never write to your clients unless you tick it for them."
    >
      <Stack gap="md">
        {reseller.suspended ? (
          <Alert color="orange">While your account is suspended you cannot add clients or order for them.</Alert>
        ) : (
          <Group>
            <Button onClick={() => setAdding(true)}>Add a client</Button>
            <Button component={Link} to={NEW_ORDER_PATH} variant="default">
              Start an order
            </Button>
          </Group>
        )}
        {reseller.clients.length === 0 ? (
          <Text c="dimmed">No clients yet.</Text>
        ) : (
          <Accordion variant="separated" chevronPosition="left" aria-label="Clients">
            {reseller.clients.map((client) => (
              <Accordion.Item key={client.id} value={client.id}>
                <Accordion.Control>
                  <Group justify="space-between" wrap="nowrap" pr="sm">
                    <Text fw={600}>{client.name}</Text>
                    <Group gap="xs" wrap="nowrap">
                      {client.emailContact && (
                        <Badge variant="light" color="blue" tt="none">
                          E-mailed by the studio
                        </Badge>
                      )}
                      <Text size="sm" c="dimmed">
                        {client.clientOrderCount === 1 ? "1 order" : `${client.clientOrderCount} orders`}
                      </Text>
                    </Group>
                  </Group>
                </Accordion.Control>
                <Accordion.Panel>
                  <Stack gap="lg">
                    <ClientOrdersTable client={client} />
                    {reseller.suspended ? null : <ResellerClientForm resellerId={reseller.id} client={client} />}
                  </Stack>
                </Accordion.Panel>
              </Accordion.Item>
            ))}
          </Accordion>
        )}
      </Stack>
      <Modal opened={adding} onClose={() => setAdding(false)} title="New client" size="lg">
        <ResellerClientForm resellerId={reseller.id} onSaved={() => setAdding(false)} />
      </Modal>
    </ProfileSection>
  );
}
