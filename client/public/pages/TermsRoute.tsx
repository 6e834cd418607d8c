// /terms — the terms of service (page "terms" of the site content).
import { graphql } from "react-relay";
import type { TermsRouteQuery as TermsRouteQueryType } from "../../__generated__/TermsRouteQuery.graphql.ts";
import { usePageMeta } from "../../app/usePageMeta.ts";
import { ContentBody } from "../shared/ContentBody.tsx";
import { PageHeader } from "../../ui/PageHeader.tsx";
import { loadRouteQueryOrNotFound } from "../../app/routeData.ts";
import { useRouteQuery } from "../../ui/routeLoaders.ts";

const TermsRouteQuery = graphql`
  query TermsRouteQuery {
    page(slug: "terms") {
      title
      subtitle
      body
    }
  }
`;

export function loader() {
  return loadRouteQueryOrNotFound<TermsRouteQueryType>(TermsRouteQuery, {}, (data) => !!data.page);
}

export function Component() {
  const data = useRouteQuery<TermsRouteQueryType>(TermsRouteQuery);
  const page = data.page;
  usePageMeta({ title: page?.title ?? "Terms of service", description: "The terms that apply to every order placed with the studio." });
  if (!page) return null;
  return (
    <article>
      <PageHeader eyebrow="Legal" title={page.title} lead={page.subtitle} />
      <ContentBody body={page.body} />
    </article>
  );
}
