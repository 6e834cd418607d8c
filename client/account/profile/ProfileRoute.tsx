// /account/profile: the viewer's details, their company, password, signed-in devices, and deleting
// the account. API tokens: resellers manage theirs on /account/reseller, administrators on
// /manage/profile; this page links to either.
import { Anchor, Stack, Text, Title } from "@mantine/core";
import { useState } from "react";
import { graphql } from "react-relay";
import { Link, Navigate, useLocation } from "react-router";
import type { ProfileRouteQuery as ProfileRouteQueryType } from "../../__generated__/ProfileRouteQuery.graphql.ts";
import { usePageMeta } from "../../app/usePageMeta.ts";
import { ChangePasswordForm } from "../../ui/profile/ChangePasswordForm.tsx";
import { ProfileForm } from "../../ui/profile/ProfileForm.tsx";
import { SessionList } from "../../ui/profile/SessionList.tsx";
import { isStaffRole } from "../../../common/staffRoles.ts";
import { queryRouteLoader, useRouteQuery } from "../../ui/routeLoaders.ts";
import { CompanyForm } from "./CompanyForm.tsx";
import { DeleteAccount } from "./DeleteAccount.tsx";

const ProfileRouteQuery = graphql`
  query ProfileRouteQuery {
    viewer {
      id
      role
      ...ProfileForm_user
      ...CompanyForm_user
      ...ChangePasswordForm_user
      ...SessionList_user
      ...DeleteAccount_user
    }
  }
`;

export const loader = queryRouteLoader<ProfileRouteQueryType>(ProfileRouteQuery);

export function Component() {
  usePageMeta({ title: "Your profile" });
  const { viewer } = useRouteQuery<ProfileRouteQueryType>(ProfileRouteQuery);
  const location = useLocation();
  // Set once the account is deleted: the page is on its way home, not to the sign-in page.
  const [deleted, setDeleted] = useState(false);
  // The session ended since the guard looked (signed out in another tab): sign in again.
  if (!viewer) return deleted ? null : <Navigate to={`/login?next=${encodeURIComponent(location.pathname)}`} replace />;
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
      {viewer.role === "RESELLER" && (
        <Text size="sm">
          Your API tokens and the guide to ordering through the API are on your{" "}
          <Anchor component={Link} to="/account/reseller">
            reseller page
          </Anchor>
          .
        </Text>
      )}
      {isStaffRole(viewer.role) && (
        <Text size="sm">
          Your API tokens are on your{" "}
          <Anchor component={Link} to="/manage/profile">
            management profile
          </Anchor>
          .
        </Text>
      )}
      <DeleteAccount user={viewer} onDeleted={() => setDeleted(true)} />
    </Stack>
  );
}
