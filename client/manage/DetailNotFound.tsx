// A management detail page whose id names nothing (deleted, or a mistyped link).
import { Anchor, Stack, Text, Title } from "@mantine/core";
import { Link } from "react-router";
import { DetailTrail, type ListLink } from "./DetailTrail.tsx";

/** `back` names the way back to the list when "Back to all <list>" does not read well. */
export function DetailNotFound({ noun, list, back = `Back to all ${list.label.toLowerCase()}` }: { noun: string; list: ListLink; back?: string }) {
  return (
    <Stack gap="md">
      <DetailTrail list={list} current="Not found" />
      <Title order={1}>{`${noun[0]?.toUpperCase()}${noun.slice(1)} not found`}</Title>
      <Text>
        There is no {noun} at this address. It may have been deleted, or the link is incomplete.{" "}
        <Anchor component={Link} to={list.path}>
          {back}
        </Anchor>
      </Text>
    </Stack>
  );
}
