// /login: sign in with e-mail and password. Afterwards the person goes to `?next=` (the page that
// sent them here), else their account, or the management area for administrators. After repeated
// attempts the server asks for the bot-check (BotCheckError): the widget appears, and every
// attempt from then on carries a freshly solved challenge.
import { Anchor, Button, Group, PasswordInput, Stack, TextInput } from "@mantine/core";
import { useForm } from "@mantine/form";
import { useRef, useState } from "react";
import { useNavigate, useSearchParams } from "react-router";
import { signInSchema } from "../../../common/validation/accountSchemas.ts";
import { formValidator } from "../../../common/validation/formErrors.ts";
import { PrefetchLink } from "../../app/PrefetchLink.tsx";
import { usePageMeta } from "../../app/usePageMeta.ts";
import { AltchaField, useAltcha } from "../../ui/AltchaField.tsx";
import { SubmitForm } from "../../ui/SubmitForm.tsx";
import { afterSignInPath } from "./afterSignIn.ts";
import { AuthCard } from "./AuthCard.tsx";
import { useSignInMutation } from "./useSignInMutation.ts";
import { useFormSubmit } from "../../ui/useFormSubmit.ts";

const schema = signInSchema;

export { signedOutOnly as loader } from "./signedOutOnly.ts";

export function Component() {
  usePageMeta({ title: "Sign in" });
  const [searchParams] = useSearchParams();
  const next = searchParams.get("next");
  const navigate = useNavigate();
  const [signIn, signingIn] = useSignInMutation();
  const altcha = useAltcha();
  const [botCheckAsked, setBotCheckAsked] = useState(false);
  const botCheckAskedRef = useRef(false);
  const fieldErrors = formValidator(schema);
  const withBotCheck = altcha.validateWith(fieldErrors);
  const form = useForm({
    mode: "controlled",
    initialValues: { email: searchParams.get("email") ?? "", password: "", altcha: "" },
    validate: (values) => (botCheckAskedRef.current ? withBotCheck(values) : fieldErrors(values)),
  });

  const { onSubmit, formRef, alert } = useFormSubmit(form, {
    submit: (values) => signIn({ email: values.email.trim(), password: values.password, altcha: botCheckAskedRef.current ? values.altcha : null }),
    success: "ViewerPayload",
    notify: (result) => `Welcome back, ${result.viewer.name}.`,
    onSuccess: (result) => navigate(afterSignInPath(result.viewer.role, next), { replace: true }),
    onFailure: (result) => {
      if (result.__typename === "AuthenticationError") form.setFieldValue("password", "");
      if (result.__typename === "BotCheckError") {
        botCheckAskedRef.current = true;
        setBotCheckAsked(true);
      }
    },
    // The server accepts each solved challenge once: the next attempt needs a fresh one.
    onSettled: () => {
      if (botCheckAskedRef.current) altcha.reset();
    },
  });

  const nextQuery = next ? `?next=${encodeURIComponent(next)}` : "";
  return (
    <AuthCard
      title="Sign in"
      intro="Welcome back. Sign in to follow your orders and manage your account."
      footer={
        <>
          New here?{" "}
          <Anchor component={PrefetchLink} to={`/register${nextQuery}`} fw={600}>
            Create an account
          </Anchor>
        </>
      }
    >
      <SubmitForm formRef={formRef} onSubmit={onSubmit} alert={alert} label="Sign in">
        <TextInput label="E-mail" type="email" autoComplete="username" required autoFocus {...form.getInputProps("email")} />
        <Stack gap={4}>
          <PasswordInput label="Password" autoComplete="current-password" required {...form.getInputProps("password")} />
          <Group justify="flex-end">
            <Anchor component={PrefetchLink} to={form.values.email ? `/reset?email=${encodeURIComponent(form.values.email)}` : "/reset"} size="sm">
              Forgot password?
            </Anchor>
          </Group>
        </Stack>
        {botCheckAsked && (
          <AltchaField {...altcha.fieldProps} {...form.getInputProps("altcha")} description="After several attempts to sign in, confirm you are not a robot." />
        )}
        <Button type="submit" size="md" fullWidth loading={signingIn}>
          Sign in
        </Button>
      </SubmitForm>
    </AuthCard>
  );
}
