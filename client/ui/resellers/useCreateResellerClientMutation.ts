// Adds a client to the reseller's list; the new client joins `clients` on the reseller's record
// in the store, in name order, so every list and picker shows it at once.
import { graphql } from "react-relay";
import type { useCreateResellerClientMutation as Mutation } from "../../__generated__/useCreateResellerClientMutation.graphql.ts";
import { useResultMutation } from "../useResultMutation.ts";

const mutation = graphql`
  mutation useCreateResellerClientMutation($input: ResellerClientInput!) {
    createResellerClient(input: $input) {
      __typename
      ... on ResellerClientPayload {
        client {
          ...resellerClientFields_client @relay(mask: false)
        }
      }
      ...resultError_fields @alias(as: "error")
    }
  }
`;

export function useCreateResellerClientMutation() {
  return useResultMutation<Mutation, "ResellerClientPayload", [resellerId: string, input: Mutation["variables"]["input"]]>(mutation, (resellerId, input) => ({
    variables: { input },
    updater: (store) => {
      const client = store.getRootField("createResellerClient")?.getLinkedRecord("client");
      const reseller = store.get(resellerId);
      if (!client || !reseller) return;
      const clients = [...(reseller.getLinkedRecords("clients") ?? []).filter((record) => record !== null), client];
      clients.sort((a, b) => String(a.getValue("name")).localeCompare(String(b.getValue("name"))));
      reseller.setLinkedRecords(clients, "clients");
    },
  }));
}
