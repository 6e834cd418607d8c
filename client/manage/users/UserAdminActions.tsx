// What an administrator can do to an account: change its role, disable or enable it, and send
// it a password reset link. Each asks for confirmation, shows the server's typed error next to
// the control that caused it (e.g. PermissionError on your own account) and a notification on
// success. Every change writes the audit log, so cached lists are marked stale afterwards.
import { Alert, Button, Card, Group, Select, Stack, Text, Title } from "@mantine/core";
import { notifications } from "@mantine/notifications";
import { useState, type ReactNode } from "react";
import { graphql, useFragment } from "react-relay";
import type { UserAdminActions_user$key } from "../../__generated__/UserAdminActions_user.graphql.ts";
import { ROLE_LABELS, ROLES, type RoleValue } from "./usersList.ts";
import { roleInSentence } from "../../../common/staffRoles.ts";
import { useSetUserRoleMutation } from "./useSetUserRoleMutation.ts";
import { useSetUserDisabledMutation } from "./useSetUserDisabledMutation.ts";
import { useSendPasswordResetMutation } from "./useSendPasswordResetMutation.ts";
import { askToConfirm } from "../../ui/askToConfirm.tsx";
import { requestErrorMessage } from "../../ui/formErrors.ts";
import { isResultError, type ResultError } from "../../ui/resultError.ts";

type Action = "role" | "access" | "reset";
type Problems = Partial<Record<Action, string>>;



function ActionSection({ title, children, problem }: { title: string; children: ReactNode; problem?: string }) {
  return (
    <Stack gap="xs">
      <Title order={3} size="h5">
        {title}
      </Title>
      {children}
      {problem && (
        <Alert color="red" variant="light" role="alert">
          {problem}
        </Alert>
      )}
    </Stack>
  );
}

export function UserAdminActions({ user, isSelf }: { user: UserAdminActions_user$key; isSelf: boolean }) {
  const data = useFragment(
    graphql`
      fragment UserAdminActions_user on User {
        id
        name
        email
        role
        disabledAt
        deletedAt
      }
    `,
    user,
  );
  const [problems, setProblems] = useState<Problems>({});
  const report = (action: Action, message: string | null) =>
    setProblems((current) => ({ ...current, [action]: message ?? undefined }));
  const [role, setRole] = useState<RoleValue>(data.role as RoleValue);

  /** Sends one change: a notification when it is made, else the server's message next to its control. */
  const act = async <R extends { readonly __typename: string }>(action: Action, sending: Promise<R | ResultError>, notice: (result: R) => string) => {
    try {
      const result = await sending;
      if (isResultError(result)) {
        report(action, result.message);
        return;
      }
      report(action, null);
      notifications.show({ color: "green", message: notice(result) });
    } catch (error) {
      notifications.show({ color: "red", title: "The change was not saved", message: requestErrorMessage(error) });
    }
  };

  const [setUserRole, roleInFlight] = useSetUserRoleMutation();
  const [setUserDisabled, disabledInFlight] = useSetUserDisabledMutation();
  const [sendPasswordReset, resetInFlight] = useSendPasswordResetMutation();

  const changeRole = () => {
    const from = ROLE_LABELS[data.role as RoleValue] ?? data.role;
    askToConfirm({
      title: "Change role",
      question: (
        <>
          Change {data.name}’s role from {from} to {ROLE_LABELS[role]}?
          {role === "ADMIN" && " Administrators can see and change everything in the management area."}
          {role === "PRODUCER" && " Producers work the order desk, masters, deliveries and the inbox; they see no money, users or settings."}
          {role === "ACCOUNTANT" && " Accountants handle payments, refunds, invoices, payouts, tax and the figures; they do not move orders through production."}
        </>
      ),
      confirm: "Change role",
      onConfirm: () => act("role", setUserRole({ userId: data.id, role }), () => `${data.name} is now ${roleInSentence(role)}.`),
    });
  };

  const setAccess = (disabled: boolean) => {
    askToConfirm({
      title: disabled ? "Disable account" : "Enable account",
      question: (
        <>
          {disabled
            ? `${data.name} will be signed out everywhere and cannot sign in until the account is enabled again.`
            : `${data.name} will be able to sign in again.`}
        </>
      ),
      confirm: disabled ? "Disable account" : "Enable account",
      danger: disabled,
      onConfirm: () => act("access", setUserDisabled({ userId: data.id, disabled }), () => disabled ? `${data.name}’s account is disabled.` : `${data.name}’s account is enabled.`),
    });
  };

  const sendReset = () => {
    askToConfirm({
      title: "Send a password reset link",
      question: (
        <>
          E-mail {data.email} a link to choose a new password? The current password keeps working until the link is
          used.
        </>
      ),
      confirm: "Send link",
      onConfirm: () => act("reset", sendPasswordReset(data.id), (result) => result.message),
    });
  };

  if (data.deletedAt) {
    return (
      <Card>
        <Stack gap="xs">
          <Title order={2} size="h4">
            Manage account
          </Title>
          <Text size="sm" c="dimmed">
            The person deleted this account: it stays, anonymised, for their orders and invoices, and cannot be restored or changed.
          </Text>
        </Stack>
      </Card>
    );
  }

  return (
    <Card>
      <Stack gap="lg">
        <Title order={2} size="h4">
          Manage account
        </Title>
        {isSelf && (
          <Text size="sm" c="dimmed">
            This is your own account: another administrator has to change its role or access.
          </Text>
        )}

        <ActionSection title="Role" problem={problems.role}>
          <Group align="flex-end" gap="sm">
            <Select
              aria-label="Role"
              data={ROLES.map((value) => ({ value, label: ROLE_LABELS[value] }))}
              value={role}
              onChange={(value) => value && setRole(value as RoleValue)}
              allowDeselect={false}
              w={200}
            />
            <Button onClick={changeRole} disabled={role === data.role} loading={roleInFlight}>
              Change role
            </Button>
          </Group>
        </ActionSection>

        <ActionSection title="Access" problem={problems.access}>
          <Text size="sm" c="dimmed">
            {data.disabledAt
              ? "This account is disabled: it cannot sign in."
              : "Disabling signs the person out everywhere and stops them from signing in."}
          </Text>
          <Group>
            {data.disabledAt ? (
              <Button variant="default" onClick={() => setAccess(false)} loading={disabledInFlight}>
                Enable account
              </Button>
            ) : (
              <Button color="red" variant="light" onClick={() => setAccess(true)} loading={disabledInFlight}>
                Disable account
              </Button>
            )}
          </Group>
        </ActionSection>

        <ActionSection title="Password" problem={problems.reset}>
          <Text size="sm" c="dimmed">
            Sends {data.email} a link to set a new password.
          </Text>
          <Group>
            <Button variant="default" onClick={sendReset} loading={resetInFlight}>
              Send password reset link
            </Button>
          </Group>
        </ActionSection>
      </Stack>
    </Card>
  );
}
