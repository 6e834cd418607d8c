// /account/export: everything the studio keeps about the signed-in person, as one JSON file
// (GET /api/account/export.json, made on request from their session). A file above the server's
// size limit is e-mailed as a link instead (answer 202), and the page says so; that link leads back
// here with `?download=<id>&key=<key>`, where the person, signed in, downloads the stored file.
import { Alert, Button, List, Stack, Text, Title } from "@mantine/core";
import { useState } from "react";
import { useSearchParams } from "react-router";
import { formatDate } from "../../../common/dates.ts";
import { usePageMeta } from "../../app/usePageMeta.ts";
import { Icon } from "../../ui/Icon.tsx";
import { ProfileSection } from "../../ui/profile/ProfileSection.tsx";

export const PERSONAL_DATA_URL = "/api/account/export.json";
const storedExportUrl = (id: string, key: string) => `/api/account/export/${encodeURIComponent(id)}.json?key=${encodeURIComponent(key)}`;

const CONTENTS = [
  "Your profile and your company's details",
  "Every order, with the scripts, notes and revision requests you sent, its price lines and invoices",
  "Referrals, commissions, your partner balance's entries and payouts",
  "Your reseller application, terms and clients, if you are a reseller",
  "The devices you signed in on, and your API tokens' names and use (never their secrets)",
  "The log entries about your account (sign-ins, changes, payments)",
];

type Outcome = { kind: "emailed"; email: string; expiresAt: string } | { kind: "error"; message: string } | null;

/** Hands a fetched file to the browser as a download, under the server's file name. */
function saveAs(blob: Blob, disposition: string | null) {
  const name = /filename="([^"]+)"/.exec(disposition ?? "")?.[1] ?? "studiofront-personal-data.json";
  const url = URL.createObjectURL(blob);
  const link = document.createElement("a");
  link.href = url;
  link.download = name;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

async function errorOf(response: Response) {
  const body = (await response.json().catch(() => null)) as { error?: string } | null;
  return body?.error ?? "Your data could not be prepared. Please try again.";
}

export function Component() {
  usePageMeta({ title: "Your data" });
  const [params] = useSearchParams();
  const download = params.get("download");
  const key = params.get("key");
  const [outcome, setOutcome] = useState<Outcome>(null);
  const [busy, setBusy] = useState(false);

  const fetchFile = async (url: string) => {
    setBusy(true);
    setOutcome(null);
    try {
      const response = await fetch(url, { credentials: "same-origin" });
      if (response.status === 202) {
        const body = (await response.json()) as { email: string; expiresAt: string };
        setOutcome({ kind: "emailed", email: body.email, expiresAt: body.expiresAt });
      } else if (response.ok) {
        saveAs(await response.blob(), response.headers.get("content-disposition"));
      } else {
        setOutcome({ kind: "error", message: await errorOf(response) });
      }
    } catch {
      setOutcome({ kind: "error", message: "The server could not be reached. Check your connection and try again." });
    } finally {
      setBusy(false);
    }
  };

  return (
    <Stack gap="xl" maw={880}>
      <Stack gap={4}>
        <Title order={1}>Your data</Title>
        <Text c="dimmed">Download everything we keep about you, as one file you can read or take elsewhere.</Text>
      </Stack>
      {download && key && (
        <ProfileSection title="Your file is ready" description="The file we e-mailed you a link to. The link works only for you, signed in, until it expires.">
          <div>
            <Button onClick={() => fetchFile(storedExportUrl(download, key))} loading={busy} leftSection={<Icon name="download" />}>
              Download the prepared file (JSON)
            </Button>
          </div>
        </ProfileSection>
      )}
      <ProfileSection title="Download your data" description="A JSON file, made when you press the button; it holds:">
        <List size="sm" spacing={4}>
          {CONTENTS.map((line) => (
            <List.Item key={line}>{line}</List.Item>
          ))}
        </List>
        <Text size="sm" c="dimmed">
          A very large file is not downloaded at once: we e-mail you a link to it instead, valid for 7 days.
        </Text>
        <div>
          <Button onClick={() => fetchFile(PERSONAL_DATA_URL)} loading={busy} leftSection={<Icon name="download" />}>
            Download my data (JSON)
          </Button>
        </div>
      </ProfileSection>
      <div aria-live="polite">
        {outcome?.kind === "emailed" && (
          <Alert color="teal" title="We e-mailed you a link" icon={<Icon name="mail" />}>
            Your data is large, so we sent a download link to {outcome.email}. It works for you only, signed in, until {formatDate(outcome.expiresAt, "dateTime")}.
          </Alert>
        )}
        {outcome?.kind === "error" && (
          <Alert color="red" title="No download" icon={<Icon name="alert" />}>
            {outcome.message}
          </Alert>
        )}
      </div>
    </Stack>
  );
}
