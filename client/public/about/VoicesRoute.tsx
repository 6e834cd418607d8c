// /about/voices — the voice catalogue: filter by language, gender and style (kept in the URL in
// the list-query language), each voice with portrait, bio and samples in the shared player.
import { Alert, Stack } from "@mantine/core";
import { graphql } from "react-relay";
import { useSearchParams, type LoaderFunctionArgs } from "react-router";
import type { VoicesRouteQuery as VoicesRouteQueryType } from "../../__generated__/VoicesRouteQuery.graphql.ts";
import { loadRouteQuery } from "../../app/routeQuery.ts";
import { usePageMeta } from "../../app/usePageMeta.ts";
import { Icon } from "../../ui/Icon.tsx";
import { PageHeader } from "../../ui/PageHeader.tsx";
import { hasVoiceFilters, parseVoiceFilters, voiceFiltersParam, type VoiceFilters } from "./voiceFilters.ts";
import { VOICE_PAGE_SIZE, VoiceList } from "./VoiceList.tsx";
import { useRouteQuery } from "../../ui/routeLoaders.ts";
import { hydratedLater } from "../../ui/hydratedLater.tsx";

// The filters' select boxes (Mantine's Combobox and Popover) are about half of this page's code;
// the list and its players answer without them.
const VoiceFilterBar = hydratedLater(() => import("./VoiceFilterBar.tsx").then((module) => module.VoiceFilterBar));

const VoicesRouteQuery = graphql`
  query VoicesRouteQuery($first: Int!, $filter: ListQuery) {
    voiceFacets {
      ...VoiceFilterBar_facets
    }
    ...VoiceList_query @arguments(first: $first, filter: $filter)
  }
`;

function variablesFor(search: URLSearchParams): VoicesRouteQueryType["variables"] {
  const filters = voiceFiltersParam(parseVoiceFilters(search.get("filters")).filters);
  return { first: VOICE_PAGE_SIZE, filter: filters ? { filters } : null };
}

export function loader({ request }: LoaderFunctionArgs) {
  return loadRouteQuery<VoicesRouteQueryType>(VoicesRouteQuery, variablesFor(new URL(request.url).searchParams));
}

export function Component() {
  usePageMeta({
    title: "Our voices",
    description: "Listen to the studio's voices: native speakers in English, German, French, Spanish, Dutch and Italian for phone prompts, on-hold messages and commercials.",
  });
  const data = useRouteQuery<VoicesRouteQueryType>(VoicesRouteQuery);
  const [searchParams, setSearchParams] = useSearchParams();
  const { filters, error } = parseVoiceFilters(searchParams.get("filters"));

  const applyFilters = (next: VoiceFilters) => {
    const param = voiceFiltersParam(next);
    setSearchParams(
      (current) => {
        const params = new URLSearchParams(current);
        if (param) params.set("filters", param);
        else params.delete("filters");
        return params;
      },
      { preventScrollReset: true, replace: true },
    );
  };

  return (
    <Stack gap="lg">
      <PageHeader
        eyebrow="About us"
        title="Our voices"
        lead="Native voices for your phone system, on-hold programme and commercials. Press play to hear each voice, then filter by language, gender and style to find the one that sounds like your business."
      />
      <VoiceFilterBar facets={data.voiceFacets} filters={filters} onChange={applyFilters} />
      {error && (
        <Alert color="orange" variant="light" icon={<Icon name="alert" />} title="The filter in this address could not be used">
          {error} Showing all voices instead.
        </Alert>
      )}
      <VoiceList query={data} filtered={hasVoiceFilters(filters)} onClearFilters={() => applyFilters({ languages: [], genders: [], styles: [] })} />
    </Stack>
  );
}
