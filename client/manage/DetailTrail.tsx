// The breadcrumb above a management detail page: back to its list, then the page itself.
import { Anchor, Breadcrumbs, Text } from "@mantine/core";
import { Link } from "react-router";

export type ListLink = { label: string; path: string };

export function DetailTrail({ list, current }: { list: ListLink; current: string }) {
  return (
    <Breadcrumbs aria-label="Breadcrumb">
      <Anchor component={Link} to={list.path} size="sm">
        {list.label}
      </Anchor>
      <Text size="sm" aria-current="page">
        {current}
      </Text>
    </Breadcrumbs>
  );
}
