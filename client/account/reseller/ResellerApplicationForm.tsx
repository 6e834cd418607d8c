// Applying to the reseller programme: the company, its VAT number, website and country, the
// expected monthly volume and how they sell. The server's field errors show under their fields.
import { Button, Group, Textarea, TextInput } from "@mantine/core";
import { useForm } from "@mantine/form";
import { SubmitForm } from "../../ui/SubmitForm.tsx";
import { useFormSubmit } from "../../ui/useFormSubmit.ts";
import { ProfileSection } from "../../ui/profile/ProfileSection.tsx";
import { useSubmitResellerApplicationMutation } from "./useSubmitResellerApplicationMutation.ts";
import { CountrySelect } from "../../ui/CountrySelect.tsx";

const required = (value: string) => (value.trim() ? null : "is required");

export function ResellerApplicationForm({ onSubmitted }: { onSubmitted: () => void }) {
  const [submitApplication, submitting] = useSubmitResellerApplicationMutation();
  const form = useForm({
    mode: "controlled",
    initialValues: { companyName: "", vatNumber: "", website: "", country: "", expectedVolume: "", salesChannels: "", message: "" },
    validate: { companyName: required, country: required, salesChannels: required },
  });
  const { onSubmit, formRef, alert } = useFormSubmit(form, {
    submit: (values) =>
      submitApplication({
        companyName: values.companyName,
        vatNumber: values.vatNumber.trim() || null,
        website: values.website.trim() || null,
        country: values.country,
        expectedVolume: values.expectedVolume.trim() || null,
        salesChannels: values.salesChannels,
        message: values.message.trim() || null,
      }),
    success: "ResellerApplicationPayload",
    notify: () => ({ title: "Application sent", message: "We e-mail you once the studio has decided." }),
    onSuccess: onSubmitted,
  });

  return (
    <ProfileSection title="Apply to resell" description="Resellers buy at a wholesale discount and earn a commission on their clients' orders.">
      <SubmitForm formRef={formRef} onSubmit={onSubmit} alert={alert} label="Reseller application">
        <TextInput label="Company" required maxLength={200} {...form.getInputProps("companyName")} />
        <Group grow align="flex-start">
          <CountrySelect required clearable={false} {...form.getInputProps("country")} />
          <TextInput label="VAT number" description="With its country prefix, such as NL853247123B01." {...form.getInputProps("vatNumber")} />
        </Group>
        <TextInput label="Website" placeholder="https://example.com" {...form.getInputProps("website")} />
        <TextInput label="Expected monthly volume" placeholder="About 20 scripts a month" maxLength={200} {...form.getInputProps("expectedVolume")} />
        <Textarea label="How do you sell?" required description="Who your clients are and how you sell voice-over to them." autosize minRows={3} maxLength={2000} {...form.getInputProps("salesChannels")} />
        <Textarea label="Anything else" autosize minRows={2} maxLength={2000} {...form.getInputProps("message")} />
        <Group justify="flex-end">
          <Button type="submit" loading={submitting}>
            Send application
          </Button>
        </Group>
      </SubmitForm>
    </ProfileSection>
  );
}
