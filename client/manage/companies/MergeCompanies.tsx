// "Merge duplicates into this company": pick the duplicates among other companies (the route's
// query loads up to 50, narrowed by name through the URL's `duplicates` parameter), confirm what
// moves, and mergeCompanies moves their members and orders here and archives them.
import { Button, Card, Group, MultiSelect, Stack, Text, TextInput, Title } from "@mantine/core";
import { notifications } from "@mantine/notifications";
import { useState, type FormEvent } from "react";
import { graphql, useFragment } from "react-relay";
import { useSearchParams } from "react-router";
import type { MergeCompanies_company$key } from "../../__generated__/MergeCompanies_company.graphql.ts";
import type { MergeCompanies_query$key } from "../../__generated__/MergeCompanies_query.graphql.ts";
import { TOAST_MS } from "../../app/timing.ts";
import { askToConfirm } from "../../ui/askToConfirm.tsx";
import { FormAlert } from "../../ui/FormAlert.tsx";
import { requestErrorMessage } from "../../ui/formErrors.ts";
import { isResultError } from "../../ui/resultError.ts";
import { DUPLICATES_PARAM } from "./companyDuplicates.ts";
import { useMergeCompaniesMutation } from "./useMergeCompaniesMutation.ts";

const count = (n: number, one: string, many: string) => `${n.toLocaleString("en")} ${n === 1 ? one : many}`;

export function MergeCompanies({ company: companyKey, query: queryKey }: { company: MergeCompanies_company$key; query: MergeCompanies_query$key }) {
  const company = useFragment(
    graphql`
      fragment MergeCompanies_company on Company {
        id
        name
      }
    `,
    companyKey,
  );
  const query = useFragment(
    graphql`
      fragment MergeCompanies_query on Query @argumentDefinitions(duplicates: { type: "ListQuery" }) {
        duplicateCandidates: manageCompanies(first: 50, filter: $duplicates) {
          totalCount
          edges {
            node {
              id
              name
              vatNumber
              city
              memberCount
              orderCount
            }
          }
        }
      }
    `,
    queryKey,
  );
  const [searchParams, setSearchParams] = useSearchParams();
  const searched = searchParams.get(DUPLICATES_PARAM) ?? "";
  const [search, setSearch] = useState(searched);
  const [chosen, setChosen] = useState<string[]>([]);
  const [problem, setProblem] = useState<string | null>(null);
  // Merged duplicates are archived: they leave the choices at once (the lists are refetched later).
  const [merged, setMerged] = useState<readonly string[]>([]);
  const [merge, merging] = useMergeCompaniesMutation();

  const candidates = query.duplicateCandidates.edges.map((edge) => edge.node).filter((candidate) => candidate.id !== company.id && !merged.includes(candidate.id));
  const options = candidates.map((candidate) => ({
    value: candidate.id,
    label: [candidate.name, candidate.vatNumber, candidate.city].filter(Boolean).join(" · "),
  }));
  const duplicates = candidates.filter((candidate) => chosen.includes(candidate.id));

  const find = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const next = new URLSearchParams(searchParams);
    if (search.trim()) next.set(DUPLICATES_PARAM, search.trim());
    else next.delete(DUPLICATES_PARAM);
    setSearchParams(next, { replace: true, preventScrollReset: true });
  };

  const confirm = () => {
    const members = duplicates.reduce((sum, duplicate) => sum + duplicate.memberCount, 0);
    const orders = duplicates.reduce((sum, duplicate) => sum + duplicate.orderCount, 0);
    const names = duplicates.map((duplicate) => duplicate.name).join(", ");
    askToConfirm({
      title: "Merge companies",
      question: `${count(members, "member", "members")} and ${count(orders, "order", "orders")} of ${names} move to ${company.name}, and ${duplicates.length === 1 ? "that company is" : "those companies are"} archived: ${duplicates.length === 1 ? "it leaves" : "they leave"} the companies list. This cannot be undone.`,
      confirm: "Merge",
      danger: true,
      onConfirm: async () => {
        setProblem(null);
        try {
          const result = await merge({ companyId: company.id, duplicateIds: duplicates.map((duplicate) => duplicate.id) });
          if (isResultError(result)) {
            setProblem(result.__typename === "ValidationError" && "fields" in result && result.fields?.[0] ? `${result.fields[0].message}.` : result.message);
            return;
          }
          setMerged((current) => [...current, ...duplicates.map((duplicate) => duplicate.id)]);
          setChosen([]);
          notifications.show({ color: "teal", autoClose: TOAST_MS, message: `${names} ${duplicates.length === 1 ? "is" : "are"} merged into ${company.name}.` });
        } catch (error) {
          setProblem(requestErrorMessage(error));
        }
      },
    });
  };

  return (
    <Card>
      <Stack gap="md">
        <Title order={2} size="h4">
          Merge duplicates into this company
        </Title>
        <Text size="sm" c="dimmed">
          The members and orders of the companies you choose move to {company.name}; those companies are archived.
        </Text>
        <form onSubmit={find} aria-label="Find duplicates">
          <Group align="flex-end" gap="sm">
            <TextInput size="sm" label="Find companies by name" type="search" value={search} onChange={(event) => setSearch(event.currentTarget.value)} style={{ flex: 1, minWidth: 200 }} />
            <Button type="submit" variant="default">
              Find
            </Button>
          </Group>
        </form>
        <FormAlert>{problem}</FormAlert>
        <MultiSelect
          label="Duplicates"
          description={
            query.duplicateCandidates.totalCount > 50
              ? `The first 50 of ${query.duplicateCandidates.totalCount.toLocaleString("en")} companies${searched ? ` named like “${searched}”` : ""}: find by name to narrow them.`
              : "Type to search the companies listed"
          }
          placeholder={chosen.length ? undefined : "Choose companies"}
          data={options}
          value={chosen}
          onChange={setChosen}
          searchable
          clearable
          nothingFoundMessage="No such company"
        />
        <Group justify="flex-end">
          <Button color="red" variant="light" disabled={duplicates.length === 0} loading={merging} onClick={confirm}>
            {duplicates.length > 0 ? `Merge ${count(duplicates.length, "company", "companies")}` : "Merge"}
          </Button>
        </Group>
      </Stack>
    </Card>
  );
}
