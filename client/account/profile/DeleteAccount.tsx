// The profile's danger zone: deleting the account, confirmed in a dialog with the password. While
// deleting would strand somebody (an order in production, money owed, the last administrator) the
// section says why at once, before any password is typed; the server still refuses, and says why
// above the field, if that changed in the meantime. Once deleted, the person is signed out: the page
// leaves the account area first, then forgets the viewer, and says what happened.
import { Alert, Button, Group, List, Modal, PasswordInput, Stack, Text } from "@mantine/core";
import { useForm } from "@mantine/form";
import { notifications } from "@mantine/notifications";
import { useState } from "react";
import { commitLocalUpdate, graphql, useFragment, useRelayEnvironment } from "react-relay";
import { useNavigate } from "react-router";
import { deleteAccountSchema } from "../../../common/validation/accountSchemas.ts";
import { formValidator } from "../../../common/validation/formErrors.ts";
import type { DeleteAccount_user$key } from "../../__generated__/DeleteAccount_user.graphql.ts";
import { Icon } from "../../ui/Icon.tsx";
import { ProfileSection } from "../../ui/profile/ProfileSection.tsx";
import { SubmitForm } from "../../ui/SubmitForm.tsx";
import { useFormSubmit } from "../../ui/useFormSubmit.ts";
import { useDeleteAccountMutation } from "./useDeleteAccountMutation.ts";

/** `onDeleted` runs before the page leaves, so that the profile does not send the person to sign in. */
export function DeleteAccount({ user: userKey, onDeleted }: { user: DeleteAccount_user$key; onDeleted: () => void }) {
  const user = useFragment(
    graphql`
      fragment DeleteAccount_user on User {
        email
        accountDeletionBlockers {
          reason
          message
        }
      }
    `,
    userKey,
  );
  const [open, setOpen] = useState(false);
  const [deleteAccount] = useDeleteAccountMutation();
  const environment = useRelayEnvironment();
  const navigate = useNavigate();
  const form = useForm({ mode: "controlled", initialValues: { password: "" }, validate: formValidator(deleteAccountSchema) });
  const { onSubmit, formRef, alert, setAlert, submitting } = useFormSubmit(form, {
    submit: (values) => deleteAccount({ password: values.password }),
    success: "DeletedAccountPayload",
    onSuccess: (result) => {
      setOpen(false);
      onDeleted();
      void Promise.resolve(navigate("/", { replace: true })).then(() => {
        commitLocalUpdate(environment, (store) => {
          store.getRoot().setValue(null, "viewer");
          store.invalidateStore();
        });
        notifications.show({ color: "teal", title: "Account deleted", message: result.message, autoClose: false });
      });
    },
  });
  const close = () => {
    setOpen(false);
    form.reset();
    setAlert(null);
  };

  return (
    <ProfileSection title="Delete account" description="Deleting your account cannot be undone." danger>
      <Text size="sm">
        Your name, e-mail address, phone number and password are removed and you are signed out everywhere. Orders and invoices stay with the studio, as the law requires for its
        accounts, but no longer name you.
      </Text>
      {user.accountDeletionBlockers.map((blocker) => (
        <Alert key={blocker.reason} color="yellow" variant="light" icon={<Icon name="alert" />} title="Your account cannot be deleted yet">
          {blocker.message}
        </Alert>
      ))}
      <Group>
        {/* Red 9: the theme's error shade, legible on white (red 6 is not, for small text). */}
        <Button color="red.9" variant="outline" onClick={() => setOpen(true)}>
          Delete account…
        </Button>
      </Group>
      <Modal opened={open} onClose={close} title="Delete your account?" centered>
        <SubmitForm formRef={formRef} onSubmit={onSubmit} alert={alert} label="Delete your account">
          <Stack gap="xs">
            <Text size="sm">This removes from your account, for good:</Text>
            <List size="sm" spacing={2}>
              <List.Item>your name, e-mail address ({user.email}), phone number and password</List.Item>
              <List.Item>your company membership, API tokens and signed-in devices</List.Item>
            </List>
            <Text size="sm">Your orders and invoices stay for the studio's accounts, without your details on the account.</Text>
          </Stack>
          <PasswordInput label="Your password, to confirm" autoComplete="current-password" required data-autofocus {...form.getInputProps("password")} />
          <Group justify="flex-end">
            <Button variant="default" onClick={close}>
              Keep my account
            </Button>
            <Button type="submit" color="red.9" loading={submitting}>
              Delete my account
            </Button>
          </Group>
        </SubmitForm>
      </Modal>
    </ProfileSection>
  );
}
