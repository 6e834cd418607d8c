// /manage/users/:id (the User's global id): the account's details and what an administrator
// can do to it.
import { Grid, Stack } from "@mantine/core";
import { graphql } from "react-relay";
import type { UserRouteQuery as UserRouteQueryType } from "../../__generated__/UserRouteQuery.graphql.ts";
import { usePageMeta } from "../../app/usePageMeta.ts";
import { ManageHeader } from "../ManageHeader.tsx";
import { nodeExists } from "../../ui/nodeExists.ts";
import { nodeRouteLoader, useRouteQuery } from "../../ui/routeLoaders.ts";
import { DetailNotFound } from "../DetailNotFound.tsx";
import { DetailTrail } from "../DetailTrail.tsx";
import { USERS_PATH } from "../paths.ts";
import { UserAdminActions } from "./UserAdminActions.tsx";
import { UserDetails } from "./UserDetails.tsx";

/** What the page shows of a user: its query and the role and access mutations ask for it. */
export const UserPageFields = graphql`
  fragment UserRoute_user on User {
    id
    name
    email
    ...UserDetails_user
    ...UserAdminActions_user
  }
`;

const UserRouteQuery = graphql`
  query UserRouteQuery($id: ID!) {
    viewer {
      id
    }
    node(id: $id) {
      ... on User @alias(as: "user") {
        ...UserRoute_user @relay(mask: false)
      }
    }
  }
`;

export const loader = nodeRouteLoader<UserRouteQueryType>(UserRouteQuery);
export const exists = nodeExists("User");

const LIST = { label: "Users", path: USERS_PATH };

export function Component() {
  const data = useRouteQuery<UserRouteQueryType>(UserRouteQuery);
  const user = data.node?.user ?? null;
  usePageMeta({ title: user ? `${user.name} · Users` : "User not found" });

  if (!user) {
    return <DetailNotFound noun="user" list={LIST} />;
  }

  return (
    <Stack gap="lg">
      <DetailTrail list={LIST} current={user.name} />
      <ManageHeader title={user.name} description={user.email} />
      <Grid gap="xl">
        <Grid.Col span={{ base: 12, md: 7 }}>
          <UserDetails user={user} />
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 5 }}>
          <UserAdminActions user={user} isSelf={data.viewer?.id === user.id} />
        </Grid.Col>
      </Grid>
    </Stack>
  );
}
