// The top of a public page: a small section label, the page's one <h1>, and an introduction.
import { Stack, Text, Title } from "@mantine/core";
import type { ReactNode } from "react";

export function PageHeader({ eyebrow, title, lead, children }: { eyebrow?: string; title: string; lead?: ReactNode; children?: ReactNode }) {
  return (
    <Stack gap="sm" mb="xl" component="header">
      {eyebrow && (
        <Text size="sm" fw={700} tt="uppercase" c="studio.7" style={{ letterSpacing: "0.06em" }}>
          {eyebrow}
        </Text>
      )}
      <Title order={1} fz={{ base: 30, sm: 40 }} lh={1.15}>
        {title}
      </Title>
      {lead && (
        <Text size="lg" c="dimmed" maw={720}>
          {lead}
        </Text>
      )}
      {children}
    </Stack>
  );
}
