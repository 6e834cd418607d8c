// /contact — the contact form (name, e-mail, phone, company, message) behind the bot-check. The
// message is stored and e-mailed to the studio; the sender lands on /thank-you.
import { Anchor, Button, Grid, Text, Textarea, TextInput } from "@mantine/core";
import { useForm } from "@mantine/form";
import { graphql } from "react-relay";
import { useNavigate } from "react-router";
import { MESSAGE_MAX_LENGTH } from "../../../common/validation/contactFields.ts";
import type { ContactRouteQuery as ContactRouteQueryType } from "../../__generated__/ContactRouteQuery.graphql.ts";
import { PrefetchLink } from "../../app/PrefetchLink.tsx";
import { usePageMeta } from "../../app/usePageMeta.ts";
import { AltchaField, useAltcha } from "../../ui/AltchaField.tsx";
import { deferredFormValidator } from "../../ui/deferredFormValidator.ts";
import { SubmitForm } from "../../ui/SubmitForm.tsx";
import { thankYouPath } from "../pages/thankYou.ts";
import { PageHeader } from "../../ui/PageHeader.tsx";
import { StudioContactCard } from "./StudioContactCard.tsx";
import { useSendContactMessageMutation } from "./useSendContactMessageMutation.ts";
import { useFormSubmit } from "../../ui/useFormSubmit.ts";
import { queryRouteLoader, useRouteQuery } from "../../ui/routeLoaders.ts";

const ContactRouteQuery = graphql`
  query ContactRouteQuery {
    settings {
      ...StudioContactCard_settings
    }
  }
`;

export const loader = queryRouteLoader<ContactRouteQueryType>(ContactRouteQuery);

const validateContactMessage = deferredFormValidator(() => import("../../../common/validation/contactSchemas.ts").then((schemas) => schemas.contactMessageSchema));

export function Component() {
  usePageMeta({ title: "Contact", description: "Questions about a script, a voice or a deadline? Write to the studio; we answer within one working day." });
  const data = useRouteQuery<ContactRouteQueryType>(ContactRouteQuery);
  const navigate = useNavigate();
  const [send, sending] = useSendContactMessageMutation();
  const altcha = useAltcha();
  const form = useForm({
    name: "contact",
    mode: "controlled",
    initialValues: { name: "", email: "", phone: "", company: "", message: "", altcha: "" },
    validate: altcha.validateWith((values) => validateContactMessage(values)),
  });

  const { onSubmit, formRef, alert } = useFormSubmit(form, {
    submit: (values) =>
      send({
        name: values.name.trim(),
        email: values.email.trim(),
        phone: values.phone.trim() || null,
        company: values.company.trim() || null,
        message: values.message.trim(),
        altcha: values.altcha,
      }),
    success: "ContactMessageSentPayload",
    onSuccess: (result) => navigate(thankYouPath("contact"), { state: { message: result.message } }),
    // The server accepts each solved challenge once: the next attempt needs a fresh one.
    onSettled: () => altcha.reset(),
  });

  return (
    <>
      <PageHeader
        eyebrow="Contact"
        title="Contact the studio"
        lead="Questions about a script, a voice, a file format or a deadline? Send us a message and a producer gets back to you."
      />
      <Grid gap="xl">
        <Grid.Col span={{ base: 12, sm: 8 }}>
          <SubmitForm formRef={formRef} onSubmit={onSubmit} alert={alert} label="Contact the studio">
            <TextInput label="Name" autoComplete="name" required {...form.getInputProps("name")} />
            <TextInput label="E-mail" type="email" autoComplete="email" required {...form.getInputProps("email")} />
            <Grid gap="md">
              <Grid.Col span={{ base: 12, xs: 6 }}>
                <TextInput label="Phone" type="tel" autoComplete="tel" description="Optional, if you prefer a call back" {...form.getInputProps("phone")} />
              </Grid.Col>
              <Grid.Col span={{ base: 12, xs: 6 }}>
                <TextInput label="Company" autoComplete="organization" description="Optional" {...form.getInputProps("company")} />
              </Grid.Col>
            </Grid>
            <Textarea label="Message" required autosize minRows={6} maxRows={14} maxLength={MESSAGE_MAX_LENGTH} size="md" {...form.getInputProps("message")} />
            <AltchaField {...altcha.fieldProps} {...form.getInputProps("altcha")} />
            <div>
              <Button type="submit" size="md" loading={sending}>
                Send message
              </Button>
            </div>
            <Text size="sm" c="dimmed">
              Need a price for a recording? The{" "}
              <Anchor component={PrefetchLink} to="/voice-contact" underline="always">
                quote request
              </Anchor>{" "}
              lets you attach your script.
            </Text>
          </SubmitForm>
        </Grid.Col>
        <Grid.Col span={{ base: 12, sm: 4 }}>
          <StudioContactCard settings={data.settings} />
        </Grid.Col>
      </Grid>
    </>
  );
}
