// /reset: ask for a password reset link by e-mail. The answer is the server's neutral message,
// whatever the address, so the page does not reveal who has an account.
import { Alert, Anchor, Button, Stack, Text, TextInput } from "@mantine/core";
import { useForm } from "@mantine/form";
import { useState } from "react";
import { useSearchParams } from "react-router";
import { requestPasswordResetSchema } from "../../../common/validation/accountSchemas.ts";
import { formValidator } from "../../../common/validation/formErrors.ts";
import { PrefetchLink } from "../../app/PrefetchLink.tsx";
import { usePageMeta } from "../../app/usePageMeta.ts";
import { SubmitForm } from "../../ui/SubmitForm.tsx";
import { Icon } from "../../ui/Icon.tsx";
import { AuthCard } from "./AuthCard.tsx";
import { useRequestPasswordResetMutation } from "./useRequestPasswordResetMutation.ts";
import { useFormSubmit } from "../../ui/useFormSubmit.ts";

const schema = requestPasswordResetSchema;

export function Component() {
  usePageMeta({ title: "Reset your password" });
  const [searchParams] = useSearchParams();
  const [requestReset, requesting] = useRequestPasswordResetMutation();
  const [sent, setSent] = useState<{ message: string; email: string } | null>(null);
  const form = useForm({
    mode: "controlled",
    initialValues: { email: searchParams.get("email") ?? "" },
    validate: formValidator(schema),
  });

  const { onSubmit, formRef, alert } = useFormSubmit(form, {
    submit: (values) => requestReset(values.email.trim()),
    success: "MessagePayload",
    onSuccess: (result, values) => setSent({ message: result.message, email: values.email.trim() }),
  });

  const footer = (
    <>
      Remembered it?{" "}
      <Anchor component={PrefetchLink} to="/login" fw={600}>
        Sign in
      </Anchor>
    </>
  );

  if (sent) {
    return (
      <AuthCard title="Check your inbox" footer={footer}>
        <Stack gap="md">
          <Alert color="teal" variant="light" icon={<Icon name="mail" />} role="status">
            {sent.message}
          </Alert>
          <Text size="sm" c="dimmed">
            The link works once and expires after an hour. Nothing arrived after a few minutes? Check your spam folder, or ask again.
          </Text>
          <Button variant="default" onClick={() => setSent(null)}>
            Send another link
          </Button>
        </Stack>
      </AuthCard>
    );
  }

  return (
    <AuthCard title="Reset your password" intro="Enter the e-mail address of your account and we will send you a link to choose a new password." footer={footer}>
      <SubmitForm formRef={formRef} onSubmit={onSubmit} alert={alert} label="Reset your password">
        <TextInput label="E-mail" type="email" autoComplete="email" required autoFocus {...form.getInputProps("email")} />
        <Button type="submit" size="md" fullWidth loading={requesting}>
          Send reset link
        </Button>
      </SubmitForm>
    </AuthCard>
  );
}
