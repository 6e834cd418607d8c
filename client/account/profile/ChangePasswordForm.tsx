// Password change: the current password, then the new one twice. The server signs out every other
// device afterwards.
import { Button, Group, PasswordInput, SimpleGrid, Stack } from "@mantine/core";
import { useForm } from "@mantine/form";
import { notifications } from "@mantine/notifications";
import { useState } from "react";
import { graphql, useFragment } from "react-relay";
import { z } from "zod";
import { formValidator, password, requiredText } from "../../../common/validation/index.ts";
import type { ChangePasswordForm_user$key } from "../../__generated__/ChangePasswordForm_user.graphql.ts";
import { TOAST_MS } from "../../app/timing.ts";
import { PASSWORD_HINT, PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from "../../public/auth/passwordRules.ts";
import { FormAlert } from "../../ui/FormAlert.tsx";
import { requestErrorMessage, showMutationError } from "../../ui/formErrors.ts";
import { ProfileSection } from "./ProfileSection.tsx";
import { useChangePasswordMutation } from "./useChangePasswordMutation.ts";

const schema = z
  .object({
    currentPassword: requiredText(PASSWORD_MAX_LENGTH),
    newPassword: password(PASSWORD_MIN_LENGTH, PASSWORD_MAX_LENGTH),
    confirm: z.string(),
  })
  .refine((values) => values.confirm === values.newPassword, { path: ["confirm"], error: "does not match the new password" });

export function ChangePasswordForm({ user: userKey }: { user: ChangePasswordForm_user$key }) {
  const user = useFragment(
    graphql`
      fragment ChangePasswordForm_user on User {
        email
      }
    `,
    userKey,
  );
  const [changePassword, changing] = useChangePasswordMutation();
  const [alert, setAlert] = useState<string | null>(null);
  const form = useForm({ mode: "controlled", initialValues: { currentPassword: "", newPassword: "", confirm: "" }, validate: formValidator(schema) });

  const onSubmit = form.onSubmit(async (values) => {
    setAlert(null);
    try {
      const result = await changePassword({ currentPassword: values.currentPassword, newPassword: values.newPassword });
      if (result.__typename === "UserPayload") {
        notifications.show({ color: "teal", title: "Password changed", message: "Your other devices were signed out.", autoClose: TOAST_MS });
        form.reset();
        return;
      }
      if (result.__typename === "%other") throw new Error("Unexpected answer from the server.");
      setAlert(showMutationError(form, result));
    } catch (error) {
      setAlert(requestErrorMessage(error));
    }
  });

  return (
    <ProfileSection title="Password" description="Changing your password signs out every other device using your account.">
      <form onSubmit={onSubmit} noValidate aria-label="Change password">
        {/* Lets password managers file the new password under the right account. */}
        <input type="email" name="username" autoComplete="username" value={user.email} readOnly hidden />
        <Stack gap="md">
          <FormAlert>{alert}</FormAlert>
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
            <PasswordInput label="Current password" autoComplete="current-password" required {...form.getInputProps("currentPassword")} />
            <div />
            <PasswordInput label="New password" description={PASSWORD_HINT} autoComplete="new-password" required {...form.getInputProps("newPassword")} />
            <PasswordInput label="Repeat the new password" autoComplete="new-password" required {...form.getInputProps("confirm")} />
          </SimpleGrid>
          <Group justify="flex-end">
            <Button type="submit" loading={changing}>
              Change password
            </Button>
          </Group>
        </Stack>
      </form>
    </ProfileSection>
  );
}
