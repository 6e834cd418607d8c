// The heading of a section that shows a few of many (questions, samples), with a link to them all.
import { Anchor, Group, Title } from "@mantine/core";
import { PrefetchLink } from "../../app/PrefetchLink.tsx";
import type { CallToAction } from "./links.ts";

export function SectionHeading({ id, title, all }: { id: string; title: string; all: CallToAction }) {
  return (
    <Group justify="space-between" align="baseline">
      <Title order={2} fz="h3" id={id}>
        {title}
      </Title>
      <Anchor component={PrefetchLink} to={all.to} size="sm" fw={600}>
        {all.label}
      </Anchor>
    </Group>
  );
}
