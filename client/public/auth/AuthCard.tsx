// The card the sign-in, registration and reset screens sit in: the page's heading (its one h1),
// a line of explanation, the form, and links to the other screens below.
import { Paper, Stack, Text, Title } from "@mantine/core";
import type { ReactNode } from "react";

export function AuthCard({ title, intro, children, footer }: { title: string; intro?: ReactNode; children: ReactNode; footer?: ReactNode }) {
  return (
    <Stack gap="lg">
      <Paper withBorder shadow="sm" p={{ base: "lg", sm: "xl" }}>
        <Stack gap="lg">
          <Stack gap={6}>
            <Title order={1} fz={28}>
              {title}
            </Title>
            {intro && <Text c="dimmed">{intro}</Text>}
          </Stack>
          {children}
        </Stack>
      </Paper>
      {footer && (
        <Text ta="center" size="sm" c="dimmed">
          {footer}
        </Text>
      )}
    </Stack>
  );
}
