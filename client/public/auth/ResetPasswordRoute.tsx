// /reset/:id?key=…: the link from the reset e-mail. The link is checked first; a used, expired or
// mistyped link says so and offers a new one. Otherwise the person chooses a new password and is
// signed in.
import { Anchor, Button, Checkbox, PasswordInput, Stack, Text } from "@mantine/core";
import { useForm } from "@mantine/form";
import { useState } from "react";
import { graphql } from "react-relay";
import { useNavigate, useParams, useSearchParams, type LoaderFunctionArgs } from "react-router";
import { z } from "zod";
import { formValidator } from "../../../common/validation/formErrors.ts";
import { password } from "../../../common/validation/rules.ts";
import type { ResetPasswordRouteQuery as ResetPasswordRouteQueryType } from "../../__generated__/ResetPasswordRouteQuery.graphql.ts";
import { ACCOUNT_HOME } from "../../app/navigation.ts";
import { PrefetchLink } from "../../app/PrefetchLink.tsx";
import { loadRouteQuery } from "../../app/routeQuery.ts";
import { usePageMeta } from "../../app/usePageMeta.ts";
import { SubmitForm } from "../../ui/SubmitForm.tsx";
import { Icon } from "../../ui/Icon.tsx";
import { AuthCard } from "./AuthCard.tsx";
import { PASSWORD_HINT, PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from "../../ui/passwordRules.ts";
import { useResetPasswordMutation } from "./useResetPasswordMutation.ts";
import { useFormSubmit } from "../../ui/useFormSubmit.ts";
import { useRouteQuery } from "../../ui/routeLoaders.ts";

const ResetPasswordRouteQuery = graphql`
  query ResetPasswordRouteQuery($id: String!, $key: String!) {
    passwordResetLink(id: $id, key: $key) {
      valid
      expiresAt
    }
  }
`;

export const PASSWORDS_DIFFER = "does not match the new password";

const schema = z
  .object({ password: password(PASSWORD_MIN_LENGTH, PASSWORD_MAX_LENGTH), confirm: z.string() })
  .refine((values) => values.confirm === values.password, { path: ["confirm"], error: PASSWORDS_DIFFER });

export function loader({ params, request }: LoaderFunctionArgs) {
  const key = new URL(request.url).searchParams.get("key") ?? "";
  return loadRouteQuery<ResetPasswordRouteQueryType>(ResetPasswordRouteQuery, { id: params.id ?? "", key });
}

function InvalidLink() {
  return (
    <AuthCard title="This link cannot be used">
      <Stack gap="md">
        <Text>This password reset link is invalid or has expired. Reset links work once and only for an hour.</Text>
        <Button component={PrefetchLink} to="/reset" leftSection={<Icon name="mail" size={16} />}>
          Ask for a new link
        </Button>
      </Stack>
    </AuthCard>
  );
}

function ResetPasswordForm({ id, resetKey, expiresAt }: { id: string; resetKey: string; expiresAt: string | null | undefined }) {
  const navigate = useNavigate();
  const [resetPassword, resetting] = useResetPasswordMutation();
  const [expired, setExpired] = useState(false);
  // Whoever knew the old password may have made API tokens: they end with it unless kept on purpose.
  const form = useForm({ mode: "controlled", initialValues: { password: "", confirm: "", revokeApiTokens: true }, validate: formValidator(schema) });

  const { onSubmit, formRef, alert } = useFormSubmit(form, {
    submit: (values) => resetPassword({ id, key: resetKey, password: values.password, revokeApiTokens: values.revokeApiTokens }),
    success: "ViewerPayload",
    notify: () => ({ title: "Password changed", message: "Your new password is set and you are signed in." }),
    onSuccess: () => navigate(ACCOUNT_HOME, { replace: true }),
    onFailure: (result) => {
      const linkProblem = result.__typename === "ValidationError" && result.fields?.some((field) => field.path.includes("key") || field.path.includes("id"));
      if (linkProblem) setExpired(true);
      return linkProblem;
    },
  });

  if (expired) return <InvalidLink />;

  const until = expiresAt ? new Date(expiresAt).toLocaleTimeString(undefined, { hour: "2-digit", minute: "2-digit" }) : null;
  return (
    <AuthCard
      title="Choose a new password"
      intro={until ? `This link works until ${until}.` : undefined}
      footer={
        <Anchor component={PrefetchLink} to="/login" fw={600}>
          Back to sign in
        </Anchor>
      }
    >
      <SubmitForm formRef={formRef} onSubmit={onSubmit} alert={alert} label="Choose a new password">
        <PasswordInput label="New password" description={PASSWORD_HINT} autoComplete="new-password" required autoFocus {...form.getInputProps("password")} />
        <PasswordInput label="Repeat the new password" autoComplete="new-password" required {...form.getInputProps("confirm")} />
        <Checkbox
          label="Also revoke my API tokens"
          description="Integrations using them stop working until you give them new tokens."
          {...form.getInputProps("revokeApiTokens", { type: "checkbox" })}
        />
        <Button type="submit" size="md" fullWidth loading={resetting}>
          Set new password
        </Button>
      </SubmitForm>
    </AuthCard>
  );
}

export function Component() {
  usePageMeta({ title: "Choose a new password" });
  const data = useRouteQuery<ResetPasswordRouteQueryType>(ResetPasswordRouteQuery);
  const { id = "" } = useParams();
  const [searchParams] = useSearchParams();
  const key = searchParams.get("key") ?? "";
  if (!data.passwordResetLink.valid || !key) return <InvalidLink />;
  return <ResetPasswordForm id={id} resetKey={key} expiresAt={data.passwordResetLink.expiresAt} />;
}
