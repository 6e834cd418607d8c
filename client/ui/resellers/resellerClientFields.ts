// What the reseller's screens hold of a client: the reseller's client list and the create and
// update mutations ask for it, so a saved client shows the same everywhere at once.
import { graphql } from "react-relay";

export const ResellerClientFields = graphql`
  fragment resellerClientFields_client on Company {
    id
    name
    emailContact
    clientOrderCount
    ...ClientOrdersTable_client
    ...ResellerClientForm_client
  }
`;
