// One titled section of a profile page (the account's, the administrator's); `danger` outlines one
// whose action cannot be undone.
import { Paper, Stack, Text, Title } from "@mantine/core";
import { useId, type ReactNode } from "react";

export function ProfileSection({ title, description, children, actions, danger }: { title: string; description?: ReactNode; children: ReactNode; actions?: ReactNode; danger?: boolean }) {
  const id = useId();
  return (
    <Paper component="section" withBorder p={{ base: "md", sm: "xl" }} aria-labelledby={id} style={danger ? { borderColor: "var(--mantine-color-error)" } : undefined}>
      <Stack gap="lg">
        <Stack gap={4} style={{ flexDirection: "row", justifyContent: "space-between", alignItems: "flex-start", flexWrap: "wrap" }}>
          <Stack gap={4} style={{ flex: "1 1 280px" }}>
            <Title order={2} fz="xl" id={id}>
              {title}
            </Title>
            {description && (
              <Text c="dimmed" size="sm">
                {description}
              </Text>
            )}
          </Stack>
          {actions}
        </Stack>
        {children}
      </Stack>
    </Paper>
  );
}
