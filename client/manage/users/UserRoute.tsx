// /manage/users/:id (the User's global id): the account's details and what an administrator
// can do to it.
import { Anchor, Breadcrumbs, Grid, Stack, Text, Title } from "@mantine/core";
import { graphql, usePreloadedQuery, type PreloadedQuery } from "react-relay";
import { Link, useLoaderData, type LoaderFunctionArgs } from "react-router";
import type { UserRouteQuery as UserRouteQueryType } from "../../__generated__/UserRouteQuery.graphql.ts";
import { loadRouteQuery } from "../../app/routeQuery.ts";
import { usePageMeta } from "../../app/usePageMeta.ts";
import { USERS_PATH } from "../paths.ts";
import { UserAdminActions } from "./UserAdminActions.tsx";
import { UserDetails } from "./UserDetails.tsx";

const UserRouteQuery = graphql`
  query UserRouteQuery($id: ID!) {
    viewer {
      id
    }
    node(id: $id) {
      ... on User @alias(as: "user") {
        id
        name
        email
        ...UserDetails_user
        ...UserAdminActions_user
      }
    }
  }
`;

export function loader({ params }: LoaderFunctionArgs): PreloadedQuery<UserRouteQueryType> {
  return loadRouteQuery<UserRouteQueryType>(UserRouteQuery, { id: params.id ?? "" });
}

function Trail({ current }: { current: string }) {
  return (
    <Breadcrumbs aria-label="Breadcrumb">
      <Anchor component={Link} to={USERS_PATH} size="sm">
        Users
      </Anchor>
      <Text size="sm" aria-current="page">
        {current}
      </Text>
    </Breadcrumbs>
  );
}

export function Component() {
  const data = usePreloadedQuery<UserRouteQueryType>(UserRouteQuery, useLoaderData() as PreloadedQuery<UserRouteQueryType>);
  const user = data.node?.user ?? null;
  usePageMeta({ title: user ? `${user.name} · Users` : "User not found" });

  if (!user) {
    return (
      <Stack gap="md">
        <Trail current="Not found" />
        <Title order={1}>User not found</Title>
        <Text>
          There is no user at this address. It may have been deleted, or the link is incomplete.{" "}
          <Anchor component={Link} to={USERS_PATH}>
            Back to all users
          </Anchor>
        </Text>
      </Stack>
    );
  }

  return (
    <Stack gap="lg">
      <Trail current={user.name} />
      <div>
        <Title order={1}>{user.name}</Title>
        <Text c="dimmed">{user.email}</Text>
      </div>
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
