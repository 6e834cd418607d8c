// /manage/settings: everything the studio decides, in one form (SettingsForm), and the public keys
// the server's environment sets, read-only (SettingsIntegrations). One query, started by the loader.
import { Anchor, Stack } from "@mantine/core";
import { useState } from "react";
import { graphql } from "react-relay";
import { Link } from "react-router";
import type { ManageSettingsRouteQuery as ManageSettingsRouteQueryType } from "../../__generated__/ManageSettingsRouteQuery.graphql.ts";
import { usePageMeta } from "../../app/usePageMeta.ts";
import { queryRouteLoader, useRouteQuery } from "../../ui/routeLoaders.ts";
import { MissingTaxRatesAlert } from "../../ui/MissingTaxRatesAlert.tsx";
import { ManageHeader } from "../ManageHeader.tsx";
import { TAX_PATH } from "../paths.ts";
import { SettingsForm } from "./SettingsForm.tsx";
import { SettingsIntegrations } from "./SettingsIntegrations.tsx";

const ManageSettingsRouteQuery = graphql`
  query ManageSettingsRouteQuery {
    studioSettings {
      id
      ...SettingsForm_settings
      ...SettingsIntegrations_settings
    }
    ...MissingTaxRatesAlert_query
  }
`;

export const loader = queryRouteLoader<ManageSettingsRouteQueryType>(ManageSettingsRouteQuery);

export function Component() {
  const query = useRouteQuery<ManageSettingsRouteQueryType>(ManageSettingsRouteQuery);
  const { studioSettings } = query;
  usePageMeta({ title: "Settings" });
  // A save updates the settings in the store; the form starts again from what the server kept.
  const [saves, setSaves] = useState(0);
  return (
    <Stack gap="lg">
      <ManageHeader title="Settings" description="Everything the studio decides in one place. Every change is recorded in the log." />
      <MissingTaxRatesAlert query={query} action={<Anchor component={Link} to={TAX_PATH}>Add them on the tax rates screen.</Anchor>} />
      <SettingsForm key={saves} settings={studioSettings} onSaved={() => setSaves((count) => count + 1)} />
      <SettingsIntegrations settings={studioSettings} />
    </Stack>
  );
}
