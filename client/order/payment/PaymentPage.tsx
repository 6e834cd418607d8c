// The frame of the payment pages inside the default layout, as the order wizards have it: the
// page's own container, as wide as the wizards'. Field errors take the theme's error colour.
import { Container } from "@mantine/core";
import type { ReactNode } from "react";

export function PaymentPage({ children }: { children: ReactNode }) {
  return (
    <Container size="lg" py="xl" px="md" w="100%">
      {children}
    </Container>
  );
}
