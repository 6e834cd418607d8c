// Personal API tokens (resellers on /account/reseller, administrators on their profile): the list
// (name, first characters, read-only or not, expiry, last use) with "Revoke", and the form that
// creates one, read-only and with an expiry if chosen. The new token is shown once.
import { Alert, Badge, Button, Checkbox, Code, Group, Select, Stack, Text, TextInput } from "@mantine/core";
import { useForm } from "@mantine/form";
import { notifications } from "@mantine/notifications";
import { useState } from "react";
import { graphql, useFragment } from "react-relay";
import { z } from "zod";
import { formValidator } from "../../../common/validation/formErrors.ts";
import { requiredText } from "../../../common/validation/rules.ts";
import { mayUseArea } from "../../../common/staffRoles.ts";
import type { ApiTokens_user$key } from "../../__generated__/ApiTokens_user.graphql.ts";
import { ProfileListItem } from "./ProfileListItem.tsx";
import { TOAST_MS } from "../../app/timing.ts";
import { formatDate, formatRelative } from "../../../common/dates.ts";
import { SubmitForm } from "../SubmitForm.tsx";
import { requestErrorMessage } from "../formErrors.ts";
import { ProfileSection } from "./ProfileSection.tsx";
import { API_TOKEN_EXPIRY_CHOICES, expiresAtOf, type ApiTokenExpiryChoice } from "./apiTokenExpiry.ts";
import { useCreateApiTokenMutation } from "./useCreateApiTokenMutation.ts";
import { useRevokeApiTokenMutation } from "./useRevokeApiTokenMutation.ts";
import { useFormSubmit } from "../useFormSubmit.ts";
import { CopyableCode } from "../CopyableCode.tsx";

/** What the list shows of a token: the list's query and the create mutation both ask for it. */
export const ApiTokenFields = graphql`
  fragment ApiTokens_apiToken on ApiToken {
    id
    name
    prefix
    readOnly
    expiresAt
    expired
    createdAt
    lastUsedAt
  }
`;

const schema = z.object({ name: requiredText(80), readOnly: z.boolean(), expiry: z.enum(["never", "30", "90", "365"]) });

export function ApiTokens({ user: userKey }: { user: ApiTokens_user$key }) {
  const user = useFragment(
    graphql`
      fragment ApiTokens_user on User {
        id
        role
        apiTokens {
          ...ApiTokens_apiToken @relay(mask: false)
        }
      }
    `,
    userKey,
  );
  const [create, creating] = useCreateApiTokenMutation();
  const [revoke] = useRevokeApiTokenMutation();
  const [created, setCreated] = useState<{ name: string; token: string; readOnly: boolean } | null>(null);
  const [pending, setPending] = useState<string | null>(null);
  const form = useForm({
    mode: "controlled",
    initialValues: { name: "", readOnly: false, expiry: "never" as ApiTokenExpiryChoice },
    validate: formValidator(schema),
  });
  const { onSubmit, formRef, alert } = useFormSubmit(form, {
    submit: (values) => create({ name: values.name.trim(), readOnly: values.readOnly, expiresAt: expiresAtOf(values.expiry) }, user.id),
    success: "CreatedApiTokenPayload",
    // The server names the expiry's field `expiresAt`; the form calls it `expiry`.
    fieldNames: { expiresAt: "expiry" },
    onSuccess: (result) => {
      setCreated({ name: result.apiToken.name, token: result.token, readOnly: result.apiToken.readOnly });
      form.reset();
    },
  });
  if (user.role !== "RESELLER" && !mayUseArea(user.role, "admin")) return null;

  const onRevoke = async (id: string, name: string) => {
    setPending(id);
    try {
      const result = await revoke(id, user.id);
      if (result.__typename === "RevokedApiTokenPayload") notifications.show({ color: "teal", message: `${name} is revoked.`, autoClose: TOAST_MS });
      else notifications.show({ color: "red", message: result.__typename === "NotFoundError" ? result.message : "This token could not be revoked." });
    } catch (error) {
      notifications.show({ color: "red", title: "Could not revoke the token", message: requestErrorMessage(error) });
    } finally {
      setPending(null);
    }
  };

  return (
    <ProfileSection
      title="API tokens"
      description="Personal tokens for the GraphQL API, sent as Authorization: Bearer <token>. A read-only token may run queries only. Tokens cannot change your e-mail address or password, create tokens or sign out devices."
    >
      {created && (
        <Alert color="teal" title={`${created.name}${created.readOnly ? " (read-only)" : ""} is ready`} withCloseButton onClose={() => setCreated(null)} closeButtonLabel="Hide the token">
          <Stack gap="xs">
            <Text size="sm">Copy it now: it is shown only once.</Text>
            <CopyableCode value={created.token} label="New API token" copyLabel="Copy token" />
          </Stack>
        </Alert>
      )}
      <SubmitForm formRef={formRef} onSubmit={onSubmit} alert={alert} label="Create an API token">
        <Group align="flex-end" gap="md">
          <TextInput label="Token name" description="What it is for, e.g. Order integration" required style={{ flex: "1 1 240px" }} {...form.getInputProps("name")} />
          <Select
            label="Expires"
            description="After this it is refused"
            allowDeselect={false}
            data={API_TOKEN_EXPIRY_CHOICES.map(({ value, label }) => ({ value, label }))}
            w={150}
            {...form.getInputProps("expiry")}
          />
          <Checkbox label="Read-only (queries only)" {...form.getInputProps("readOnly", { type: "checkbox" })} mb={8} />
          <Button type="submit" loading={creating}>
            Create token
          </Button>
        </Group>
      </SubmitForm>
      {user.apiTokens.length === 0 ? (
        <Text size="sm" c="dimmed">
          You have no API tokens.
        </Text>
      ) : (
        <Stack gap={0} component="ul" p={0} m={0} style={{ listStyle: "none" }} aria-label="API tokens">
          {user.apiTokens.map((token, index) => (
            <ProfileListItem key={token.id} first={index === 0}>
              <Stack gap={2} miw={0}>
                <Group gap="xs">
                  <Text fw={600}>{token.name}</Text>
                  <Badge color={token.readOnly ? "blue" : "gray"} variant="light" size="sm">
                    {token.readOnly ? "Read-only" : "Read and write"}
                  </Badge>
                  {token.expired && (
                    <Badge color="red" variant="light" size="sm">
                      Expired
                    </Badge>
                  )}
                </Group>
                <Text size="sm" c="dimmed">
                  <Code>{token.prefix}…</Code>
                  {" · "}created <time dateTime={token.createdAt}>{formatDate(token.createdAt, "dateTime")}</time>
                  {" · "}
                  {token.expiresAt ? (
                    <>
                      {token.expired ? "expired" : "expires"} <time dateTime={token.expiresAt}>{formatDate(token.expiresAt, "dateTime")}</time>
                    </>
                  ) : (
                    "never expires"
                  )}
                  {" · "}
                  {token.lastUsedAt ? (
                    <>
                      last used{" "}
                      <time dateTime={token.lastUsedAt} title={formatDate(token.lastUsedAt, "dateTime")}>
                        {formatRelative(token.lastUsedAt)}
                      </time>
                    </>
                  ) : (
                    "never used"
                  )}
                </Text>
              </Stack>
              <Button variant="default" size="xs" onClick={() => onRevoke(token.id, token.name)} loading={pending === token.id} aria-label={`Revoke ${token.name}`}>
                Revoke
              </Button>
            </ProfileListItem>
          ))}
        </Stack>
      )}
    </ProfileSection>
  );
}
