// /manage/profile: the signed-in administrator's own account: name, e-mail and phone, password,
// signed-in devices and API tokens (the same pieces as /account/profile, from client/ui/profile).
// One query, started by the loader.
import { Stack } from "@mantine/core";
import { graphql } from "react-relay";
import { Navigate, useLocation } from "react-router";
import type { ManageProfileRouteQuery as ManageProfileRouteQueryType } from "../../__generated__/ManageProfileRouteQuery.graphql.ts";
import { usePageMeta } from "../../app/usePageMeta.ts";
import { ApiTokens } from "../../ui/profile/ApiTokens.tsx";
import { ChangePasswordForm } from "../../ui/profile/ChangePasswordForm.tsx";
import { ProfileForm } from "../../ui/profile/ProfileForm.tsx";
import { SessionList } from "../../ui/profile/SessionList.tsx";
import { queryRouteLoader, useRouteQuery } from "../../ui/routeLoaders.ts";
import { ManageHeader } from "../ManageHeader.tsx";

const ManageProfileRouteQuery = graphql`
  query ManageProfileRouteQuery {
    viewer {
      id
      ...ProfileForm_user
      ...ChangePasswordForm_user
      ...SessionList_user
      ...ApiTokens_user
    }
  }
`;

export const loader = queryRouteLoader<ManageProfileRouteQueryType>(ManageProfileRouteQuery);

export function Component() {
  usePageMeta({ title: "Your profile" });
  const { viewer } = useRouteQuery<ManageProfileRouteQueryType>(ManageProfileRouteQuery);
  const location = useLocation();
  // The session ended since the guard looked (signed out in another tab): sign in again.
  if (!viewer) return <Navigate to={`/login?next=${encodeURIComponent(location.pathname)}`} replace />;
  return (
    <Stack gap="xl" maw={880}>
      <ManageHeader title="Your profile" description="Your own details, password, signed-in devices and API tokens. Changes are recorded in the log." />
      {/* Keyed by viewer so the form starts from the right person's data after switching accounts. */}
      <ProfileForm key={viewer.id} user={viewer} />
      <ChangePasswordForm user={viewer} />
      <SessionList user={viewer} />
      <ApiTokens user={viewer} />
    </Stack>
  );
}
