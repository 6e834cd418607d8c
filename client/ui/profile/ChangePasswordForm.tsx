// Password change: the current password, then the new one twice, and whether to revoke the API
// tokens too. The server signs out every other device afterwards.
import { Button, Checkbox, Group, PasswordInput, SimpleGrid } from "@mantine/core";
import { useForm } from "@mantine/form";
import { graphql, useFragment } from "react-relay";
import { z } from "zod";
import { formValidator } from "../../../common/validation/formErrors.ts";
import { password, requiredText } from "../../../common/validation/rules.ts";
import type { ChangePasswordForm_user$key } from "../../__generated__/ChangePasswordForm_user.graphql.ts";
import { PASSWORD_HINT, PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from "../passwordRules.ts";
import { SubmitForm } from "../SubmitForm.tsx";
import { ProfileSection } from "./ProfileSection.tsx";
import { useChangePasswordMutation } from "./useChangePasswordMutation.ts";
import { useFormSubmit } from "../useFormSubmit.ts";

const schema = z
  .object({
    currentPassword: requiredText(PASSWORD_MAX_LENGTH),
    newPassword: password(PASSWORD_MIN_LENGTH, PASSWORD_MAX_LENGTH),
    confirm: z.string(),
    revokeApiTokens: z.boolean(),
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
  const form = useForm({ mode: "controlled", initialValues: { currentPassword: "", newPassword: "", confirm: "", revokeApiTokens: false }, validate: formValidator(schema) });

  const { onSubmit, formRef, alert } = useFormSubmit(form, {
    submit: (values) => changePassword({ currentPassword: values.currentPassword, newPassword: values.newPassword, revokeApiTokens: values.revokeApiTokens }),
    success: "UserPayload",
    notify: (_result, values) => ({
      title: "Password changed",
      message: values.revokeApiTokens ? "Your other devices were signed out and your API tokens revoked." : "Your other devices were signed out.",
    }),
    onSuccess: () => form.reset(),
  });

  return (
    <ProfileSection title="Password" description="Changing your password signs out every other device using your account.">
      <SubmitForm formRef={formRef} onSubmit={onSubmit} alert={alert} label="Change password">
        {/* Lets password managers file the new password under the right account. */}
        <input type="email" name="username" autoComplete="username" value={user.email} readOnly hidden />
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          <PasswordInput label="Current password" autoComplete="current-password" required {...form.getInputProps("currentPassword")} />
          <div />
          {/* The rule under the box, so that this box and the repeat beside it stand level. */}
          <PasswordInput
            label="New password"
            description={PASSWORD_HINT}
            inputWrapperOrder={["label", "input", "description", "error"]}
            autoComplete="new-password"
            required
            {...form.getInputProps("newPassword")}
          />
          <PasswordInput label="Repeat the new password" autoComplete="new-password" required {...form.getInputProps("confirm")} />
        </SimpleGrid>
        <Checkbox
          label="Also revoke my API tokens"
          description="Integrations using them stop working until you give them new tokens."
          {...form.getInputProps("revokeApiTokens", { type: "checkbox" })}
        />
        <Group justify="flex-end">
          <Button type="submit" loading={changing}>
            Change password
          </Button>
        </Group>
      </SubmitForm>
    </ProfileSection>
  );
}
