// /register: create a customer account (name, e-mail, password, optional referral code from
// `?ref=`) after the bot-check; the new customer is signed in and taken to their profile.
import { Anchor, Button, PasswordInput, TextInput } from "@mantine/core";
import { useForm } from "@mantine/form";
import { useNavigate, useSearchParams } from "react-router";
import { registerSchema } from "../../../common/validation/accountSchemas.ts";
import { formValidator } from "../../../common/validation/formErrors.ts";
import { ACCOUNT_HOME } from "../../app/navigation.ts";
import { PrefetchLink } from "../../app/PrefetchLink.tsx";
import { usePageMeta } from "../../app/usePageMeta.ts";
import { AltchaField, useAltcha } from "../../ui/AltchaField.tsx";
import { SubmitForm } from "../../ui/SubmitForm.tsx";
import { afterSignInPath } from "./afterSignIn.ts";
import { AuthCard } from "./AuthCard.tsx";
import { PASSWORD_HINT } from "../../ui/passwordRules.ts";
import { useRegisterMutation } from "./useRegisterMutation.ts";
import { useFormSubmit } from "../../ui/useFormSubmit.ts";

const schema = registerSchema;

export { signedOutOnly as loader } from "./signedOutOnly.ts";

export function Component() {
  usePageMeta({ title: "Create an account" });
  const [searchParams] = useSearchParams();
  const next = searchParams.get("next");
  const navigate = useNavigate();
  const [register, registering] = useRegisterMutation();
  const altcha = useAltcha();
  const form = useForm({
    mode: "controlled",
    initialValues: { name: "", email: "", password: "", referralCode: searchParams.get("ref") ?? "", altcha: "" },
    validate: altcha.validateWith((values) => formValidator(schema)(values)),
  });

  const { onSubmit, formRef, alert } = useFormSubmit(form, {
    submit: (values) =>
      register({
        name: values.name.trim(),
        email: values.email.trim(),
        password: values.password,
        referralCode: values.referralCode.trim() || null,
        altcha: values.altcha,
      }),
    success: "ViewerPayload",
    notify: (result) => ({ title: "Your account is ready", message: `Welcome, ${result.viewer.name}.` }),
    onSuccess: (result) => navigate(next ? afterSignInPath(result.viewer.role, next) : ACCOUNT_HOME, { replace: true }),
    // The server accepts each solved challenge once: the next attempt needs a fresh one.
    onSettled: () => altcha.reset(),
  });

  return (
    <AuthCard
      title="Create an account"
      intro="Order voice-overs, follow their production and download the finished audio."
      footer={
        <>
          Already have an account?{" "}
          <Anchor component={PrefetchLink} to={next ? `/login?next=${encodeURIComponent(next)}` : "/login"} fw={600}>
            Sign in
          </Anchor>
        </>
      }
    >
      <SubmitForm formRef={formRef} onSubmit={onSubmit} alert={alert} label="Create an account">
        <TextInput label="Name" autoComplete="name" required autoFocus {...form.getInputProps("name")} />
        <TextInput label="E-mail" type="email" autoComplete="email" required {...form.getInputProps("email")} />
        <PasswordInput label="Password" description={PASSWORD_HINT} autoComplete="new-password" required {...form.getInputProps("password")} />
        <TextInput
          label="Referral code"
          description="Optional: the code of the person who recommended us."
          autoComplete="off"
          autoCapitalize="characters"
          {...form.getInputProps("referralCode")}
        />
        <AltchaField {...altcha.fieldProps} {...form.getInputProps("altcha")} />
        <Button type="submit" size="md" fullWidth loading={registering}>
          Create account
        </Button>
      </SubmitForm>
    </AuthCard>
  );
}
