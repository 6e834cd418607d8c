// /account/export: everything the studio keeps about the signed-in person, downloaded as one JSON
// file (GET /api/account/export.json, made on request from their session).
import { Button, List, Stack, Text, Title } from "@mantine/core";
import { usePageMeta } from "../../app/usePageMeta.ts";
import { Icon } from "../../ui/Icon.tsx";
import { ProfileSection } from "../profile/ProfileSection.tsx";

export const PERSONAL_DATA_URL = "/api/account/export.json";

const CONTENTS = [
  "Your profile and your company's details",
  "Every order, with the scripts, notes and revision requests you sent, its price lines and invoices",
  "Referrals, commissions, your partner balance's entries and payouts",
  "Your reseller application, terms and clients, if you are a reseller",
  "The devices you signed in on, and your API tokens' names and use (never their secrets)",
  "The log entries about your account (sign-ins, changes, payments)",
];

export function Component() {
  usePageMeta({ title: "Your data" });
  return (
    <Stack gap="xl" maw={880}>
      <Stack gap={4}>
        <Title order={1}>Your data</Title>
        <Text c="dimmed">Download everything we keep about you, as one file you can read or take elsewhere.</Text>
      </Stack>
      <ProfileSection title="Download your data" description="A JSON file, made when you press the button; it holds:">
        <List size="sm" spacing={4}>
          {CONTENTS.map((line) => (
            <List.Item key={line}>{line}</List.Item>
          ))}
        </List>
        <div>
          <Button component="a" href={PERSONAL_DATA_URL} download leftSection={<Icon name="download" />}>
            Download my data (JSON)
          </Button>
        </div>
      </ProfileSection>
    </Stack>
  );
}
