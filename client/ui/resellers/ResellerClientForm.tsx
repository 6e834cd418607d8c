// A reseller's client: its company details, the person the reseller deals with there, and whether
// the studio may write to that person. Private label is the default: the studio writes only to the
// reseller. Adds a client (no `client`) or edits one; the server's messages go under their fields.
import { Button, Checkbox, Group, SimpleGrid, TextInput } from "@mantine/core";
import { useForm } from "@mantine/form";
import { graphql, useFragment } from "react-relay";
import type { ResellerClientForm_client$data, ResellerClientForm_client$key } from "../../__generated__/ResellerClientForm_client.graphql.ts";
import { SubmitForm } from "../SubmitForm.tsx";
import { useFormSubmit } from "../useFormSubmit.ts";
import { useCreateResellerClientMutation } from "./useCreateResellerClientMutation.ts";
import { useUpdateResellerClientMutation } from "./useUpdateResellerClientMutation.ts";
import { CountrySelect } from "../CountrySelect.tsx";

type Values = {
  name: string;
  vatNumber: string;
  addressLine1: string;
  city: string;
  postalCode: string;
  country: string | null;
  contactName: string;
  contactEmail: string;
  emailContact: boolean;
};

type StoredClient = Omit<ResellerClientForm_client$data, " $fragmentType" | "id">;

function valuesOf(client: StoredClient | null): Values {
  return {
    name: client?.name ?? "",
    vatNumber: client?.vatNumber ?? "",
    addressLine1: client?.addressLine1 ?? "",
    city: client?.city ?? "",
    postalCode: client?.postalCode ?? "",
    country: client?.country ?? null,
    contactName: client?.contactName ?? "",
    contactEmail: client?.contactEmail ?? "",
    emailContact: client?.emailContact ?? false,
  };
}

const fragment = graphql`
  fragment ResellerClientForm_client on Company {
    id
    name
    vatNumber
    addressLine1
    city
    postalCode
    country
    contactName
    contactEmail
    emailContact
  }
`;

export function ResellerClientForm({
  resellerId,
  client: clientKey = null,
  onSaved,
}: {
  /** The reseller's record, whose client list a new client joins. */
  resellerId: string;
  client?: ResellerClientForm_client$key | null;
  onSaved?: (client: { id: string; name: string }) => void;
}) {
  const client = useFragment(fragment, clientKey);
  const [create] = useCreateResellerClientMutation();
  const [update] = useUpdateResellerClientMutation();
  const form = useForm<Values>({
    mode: "controlled",
    initialValues: valuesOf(client ?? null),
    validate: {
      name: (value) => (value.trim() ? null : "is required"),
      contactEmail: (value, values) => (values.emailContact && !value.trim() ? "is required when we may e-mail your client" : null),
    },
  });

  const { onSubmit, formRef, alert, submitting } = useFormSubmit(form, {
    submit: (values) => {
      const input = { ...values, country: values.country ?? "" };
      return client ? update({ clientId: client.id, client: input }) : create(resellerId, input);
    },
    success: "ResellerClientPayload",
    notify: (result) => `${result.client.name} is saved.`,
    onSuccess: (result) => {
      if (!client) form.reset();
      onSaved?.(result.client);
    },
  });

  return (
    <SubmitForm formRef={formRef} onSubmit={onSubmit} alert={alert} label={client ? `Edit ${client.name}` : "New client"}>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
        <TextInput label="Company name" required {...form.getInputProps("name")} />
        <TextInput label="VAT number" description="With the country's prefix, e.g. BE0123456749" spellCheck={false} autoCapitalize="characters" {...form.getInputProps("vatNumber")} />
        <TextInput label="Address" {...form.getInputProps("addressLine1")} />
        <TextInput label="Postal code" {...form.getInputProps("postalCode")} />
        <TextInput label="City" {...form.getInputProps("city")} />
        <CountrySelect {...form.getInputProps("country")} />
        <TextInput label="Contact name" {...form.getInputProps("contactName")} />
        <TextInput label="Contact e-mail" type="email" {...form.getInputProps("contactEmail")} />
      </SimpleGrid>
      <Checkbox
        label="E-mail this client when an order is confirmed and when its files are ready"
        description="Off: we write only to you and your client never hears from us (private label)."
        {...form.getInputProps("emailContact", { type: "checkbox" })}
      />
      <Group justify="flex-end">
        <Button type="submit" loading={submitting}>
          {client ? "Save client" : "Add client"}
        </Button>
      </Group>
    </SubmitForm>
  );
}
