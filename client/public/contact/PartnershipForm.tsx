// The partnership enquiry (reseller, referral or agency programme) behind the bot-check; it reaches
// the studio's partnership team and the sender lands on /thank-you.
import { Button, Grid, Radio, Stack, Text, Textarea, TextInput, Title } from "@mantine/core";
import { useForm } from "@mantine/form";
import { useNavigate } from "react-router";
import { MESSAGE_MAX_LENGTH, PARTNERSHIP_PROGRAMMES } from "../../../common/validation/contactFields.ts";
import { AltchaField, useAltcha } from "../../ui/AltchaField.tsx";
import { deferredFormValidator } from "../../ui/deferredFormValidator.ts";
import { FormAlert } from "../../ui/FormAlert.tsx";
import { FormFields } from "../../ui/FormFields.tsx";
import { thankYouPath } from "../pages/thankYou.ts";
import { useSendPartnershipEnquiryMutation } from "./useSendPartnershipEnquiryMutation.ts";
import { useFormSubmit } from "../../ui/useFormSubmit.ts";
import { NameAndEmailCols } from "./NameAndEmailCols.tsx";

const validatePartnershipEnquiry = deferredFormValidator(() => import("../../../common/validation/contactSchemas.ts").then((schemas) => schemas.partnershipEnquirySchema));

export type Programme = (typeof PARTNERSHIP_PROGRAMMES)[number];

export const PROGRAMMES: Record<Programme, { title: string; text: string }> = {
  RESELLER: {
    title: "Reseller",
    text: "Wholesale prices on every service, an ordering account for your clients, private-label delivery and our GraphQL API to order from your own platform.",
  },
  REFERRAL: {
    title: "Referral",
    text: "Recommend the studio with your personal referral link and earn a commission on the orders of the customers you bring.",
  },
  AGENCY: {
    title: "Agency",
    text: "For advertising and production agencies: directed sessions, usage rights arranged for your clients and invoicing per campaign.",
  },
};

export function isProgramme(value: string | null): value is Programme {
  return !!value && (PARTNERSHIP_PROGRAMMES as readonly string[]).includes(value);
}

export function PartnershipForm({ initialProgramme }: { initialProgramme: Programme }) {
  const navigate = useNavigate();
  const [send, sending] = useSendPartnershipEnquiryMutation();
  const altcha = useAltcha();
  const form = useForm({
    name: "partnership",
    mode: "controlled",
    initialValues: { name: "", email: "", company: "", website: "", programme: initialProgramme as string, message: "", altcha: "" },
    validate: altcha.validateWith((values) => validatePartnershipEnquiry(values)),
  });

  const { onSubmit, alert } = useFormSubmit(form, {
    submit: (values) =>
      send({
        name: values.name.trim(),
        email: values.email.trim(),
        company: values.company.trim(),
        website: values.website.trim() || null,
        programme: values.programme as Programme,
        message: values.message.trim(),
        altcha: values.altcha,
      }),
    success: "ContactMessageSentPayload",
    onSuccess: (result) => navigate(thankYouPath("partnership"), { state: { message: result.message } }),
    onSettled: () => altcha.reset(),
  });

  return (
    <form onSubmit={onSubmit} noValidate aria-labelledby="partnership-form-title">
      <FormFields gap="md">
        <Title order={2} fz="h3" id="partnership-form-title">
          Send a partnership enquiry
        </Title>
        <FormAlert>{alert}</FormAlert>
        <Radio.Group label="Programme" required {...form.getInputProps("programme")}>
          <Stack gap="xs" mt={6}>
            {PARTNERSHIP_PROGRAMMES.map((programme) => (
              <Radio key={programme} value={programme} label={PROGRAMMES[programme].title} description={PROGRAMMES[programme].text} />
            ))}
          </Stack>
        </Radio.Group>
        <Grid gap="md">
          <NameAndEmailCols getInputProps={form.getInputProps} />
          <Grid.Col span={{ base: 12, xs: 6 }}>
            <TextInput label="Company" autoComplete="organization" required {...form.getInputProps("company")} />
          </Grid.Col>
          <Grid.Col span={{ base: 12, xs: 6 }}>
            <TextInput label="Website" type="url" autoComplete="url" placeholder="https://" description="Optional" {...form.getInputProps("website")} />
          </Grid.Col>
        </Grid>
        <Textarea
          label="About your business"
          description="Your customers, the phone platforms you work with and the volume you expect."
          required
          autosize
          minRows={5}
          maxRows={12}
          maxLength={MESSAGE_MAX_LENGTH}
          size="md"
          {...form.getInputProps("message")}
        />
        <AltchaField {...altcha.fieldProps} {...form.getInputProps("altcha")} />
        <div>
          <Button type="submit" size="md" loading={sending}>
            Send enquiry
          </Button>
        </div>
        <Text size="sm" c="dimmed">
          We reply within two working days.
        </Text>
      </FormFields>
    </form>
  );
}
