// The error page for failures of a layout itself (e.g. the management area refusing a customer
// with 403): the error content in the page layout.
import { PageLayout } from "../layouts/PageLayout.tsx";
import { RouteErrorContent } from "./RouteErrorContent.tsx";

export function RouteErrorPage() {
  return (
    <PageLayout>
      <RouteErrorContent />
    </PageLayout>
  );
}
