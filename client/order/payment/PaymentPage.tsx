// The frame of the payment pages inside the default layout, as the order wizards have it: the
// page's own container, as wide as the wizards'. Field errors use a darker red than Mantine's
// default, which falls short of WCAG AA contrast (4.5:1) on white.
import { Container } from "@mantine/core";
import type { CSSProperties, ReactNode } from "react";

const readableErrors = { "--mantine-color-error": "var(--mantine-color-red-8)" } as CSSProperties;

export function PaymentPage({ children }: { children: ReactNode }) {
  return (
    <Container size="lg" py="xl" px="md" w="100%" style={readableErrors}>
      {children}
    </Container>
  );
}
