// /account/profile: the viewer's details, their company, password, signed-in devices and (administrators) API
// tokens; resellers manage theirs on /account/reseller, which this page links to.
import { Anchor, Stack, Text, Title } from "@mantine/core";
import { graphql } from "react-relay";
import { Link, Navigate, useLocation } from "react-router";
import type { ProfileRouteQuery as ProfileRouteQueryType } from "../../__generated__/ProfileRouteQuery.graphql.ts";
import { usePageMeta } from "../../app/usePageMeta.ts";
import { ApiTokens } from "../reseller/ApiTokens.tsx";
import { ChangePasswordForm } from "./ChangePasswordForm.tsx";
import { CompanyForm } from "./CompanyForm.tsx";
import { ProfileForm } from "./ProfileForm.tsx";
import { SessionList } from "./SessionList.tsx";
import { queryRouteLoader, useRouteQuery } from "../../ui/routeLoaders.ts";

const ProfileRouteQuery = graphql`
  query ProfileRouteQuery {
    viewer {
      id
      role
      ...ProfileForm_user
      ...CompanyForm_user
      ...ChangePasswordForm_user
      ...SessionList_user
      ...ApiTokens_user
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
      <CompanyForm key={`company-${viewer.id}`} user={viewer} />
      <ChangePasswordForm user={viewer} />
      <SessionList user={viewer} />
      {viewer.role === "ADMIN" && <ApiTokens user={viewer} />}
      {viewer.role === "RESELLER" && (
        <Text size="sm">
          Your API tokens and the guide to ordering through the API are on your{" "}
          <Anchor component={Link} to="/account/reseller">
            reseller page
          </Anchor>
          .
        </Text>
      )}
    </Stack>
  );
}
