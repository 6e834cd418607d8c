// On an unpaid order of a reseller's: which client it is for, chosen from their clients or added
// on the spot. Saved as soon as it is chosen; the price does not change (the reseller is billed).
import { Anchor, Modal, Select, Stack, Text } from "@mantine/core";
import { notifications } from "@mantine/notifications";
import { useState } from "react";
import { graphql, useFragment } from "react-relay";
import type { OrderClientField_order$key } from "../../__generated__/OrderClientField_order.graphql.ts";
import type { OrderClientField_query$key } from "../../__generated__/OrderClientField_query.graphql.ts";
import { requestErrorMessage } from "../../ui/formErrors.ts";
import { isResultError } from "../../ui/resultError.ts";
import { ResellerClientForm } from "../../ui/resellers/ResellerClientForm.tsx";
import { useSetOrderClientMutation } from "./useSetOrderClientMutation.ts";

const YOURSELF = "";

export function OrderClientField({ order: orderKey, query: queryKey }: { order: OrderClientField_order$key; query: OrderClientField_query$key }) {
  const order = useFragment(
    graphql`
      fragment OrderClientField_order on Order {
        id
        clientCompany {
          id
          name
        }
      }
    `,
    orderKey,
  );
  const query = useFragment(
    graphql`
      fragment OrderClientField_query on Query {
        viewer {
          reseller {
            id
            suspended
            clients {
              id
              name
            }
          }
        }
      }
    `,
    queryKey,
  );
  const [setClient, saving] = useSetOrderClientMutation();
  const [adding, setAdding] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const reseller = query.viewer?.reseller;
  if (!reseller || reseller.suspended) return null;

  const choose = async (clientId: string | null) => {
    setError(null);
    try {
      const result = await setClient({ orderId: order.id, clientCompanyId: clientId || null });
      if (isResultError(result)) setError(result.message);
    } catch (failure) {
      notifications.show({ color: "red", title: "The client could not be set", message: requestErrorMessage(failure) });
    }
  };

  return (
    <Stack gap={4}>
      <Select
        label="Ordered for"
        description="Your client gets nothing from us unless you ticked it for them; the invoice is yours."
        data={[{ value: YOURSELF, label: "Yourself (no client)" }, ...reseller.clients.map((client) => ({ value: client.id, label: client.name }))]}
        value={order.clientCompany?.id ?? YOURSELF}
        onChange={(value) => void choose(value)}
        allowDeselect={false}
        disabled={saving}
        error={error}
        searchable
      />
      <Text size="sm">
        <Anchor component="button" type="button" onClick={() => setAdding(true)}>
          Add a new client
        </Anchor>
      </Text>
      <Modal opened={adding} onClose={() => setAdding(false)} title="New client" size="lg">
        <ResellerClientForm
          resellerId={reseller.id}
          onSaved={(client) => {
            setAdding(false);
            void choose(client.id);
          }}
        />
      </Modal>
    </Stack>
  );
}
