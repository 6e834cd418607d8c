// /account/profile: the viewer's details, password, signed-in devices and (resellers) API tokens.
import { Stack, Text, Title } from "@mantine/core";
import { graphql } from "react-relay";
import { Navigate, useLocation } from "react-router";
import type { ProfileRouteQuery as ProfileRouteQueryType } from "../../__generated__/ProfileRouteQuery.graphql.ts";
import { usePageMeta } from "../../app/usePageMeta.ts";
import { ApiTokenList } from "./ApiTokenList.tsx";
import { ChangePasswordForm } from "./ChangePasswordForm.tsx";
import { ProfileForm } from "./ProfileForm.tsx";
import { SessionList } from "./SessionList.tsx";
import { queryRouteLoader, useRouteQuery } from "../../ui/routeLoaders.ts";

const ProfileRouteQuery = graphql`
  query ProfileRouteQuery {
    viewer {
      id
      ...ProfileForm_user
      ...ChangePasswordForm_user
      ...SessionList_user
      ...ApiTokenList_user
    }
  }
`;

export const loader = queryRouteLoader<ProfileRouteQueryType>(ProfileRouteQuery);

export function Component() {
  usePageMeta({ title: "Your profile" });
  const { viewer } = useRouteQuery<ProfileRouteQueryType>(ProfileRouteQuery);
  const location = useLocation();
  // The session ended since the guard looked (signed out in another tab): sign in again.
  if (!viewer) return <Navigate to={`/login?next=${encodeURIComponent(location.pathname)}`} replace />;
  return (
    <Stack gap="xl" maw={880}>
      <Stack gap={4}>
        <Title order={1}>Your profile</Title>
        <Text c="dimmed">Keep your contact details up to date and your account secure.</Text>
      </Stack>
      {/* Keyed by viewer so the form starts from the right person's data after switching accounts. */}
      <ProfileForm key={viewer.id} user={viewer} />
      <ChangePasswordForm user={viewer} />
      <SessionList user={viewer} />
      <ApiTokenList user={viewer} />
    </Stack>
  );
}
