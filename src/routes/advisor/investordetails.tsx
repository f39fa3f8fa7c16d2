import { Button, Stack } from '@chakra-ui/react';
import { createFileRoute, Link } from '@tanstack/react-router';
import * as z from 'zod/mini';
import { ClientList } from '@/features/advisor-book/components/client-list';
import { InvestorDetails } from '@/features/advisor-book/components/details/investor-details';
import { ClientInsurance } from '@/features/insurance/components/client-insurance';
import { RiskAdviserReview } from '@/features/onboarding/components/risk-adviser-review';
import { PageFrame } from '@/ui/page-frame';

const title = 'Investor details';

const searchSchema = z.object({
  investor: z.optional(z.string().check(z.regex(/^[\w-]{1,128}$/))),
});

export const Route = createFileRoute('/advisor/investordetails')({
  staticData: { title },
  validateSearch: (search) => {
    const parsed = searchSchema.safeParse(search);
    return parsed.success ? parsed.data : {};
  },
  component: AdvisorInvestordetailsScreen,
});

function AdvisorInvestordetailsScreen() {
  const { investor } = Route.useSearch();
  return (
    <PageFrame
      title={title}
      description={investor ? undefined : 'Choose a client to see their details and your notes.'}
      actions={
        investor ? (
          <Button asChild size="sm" variant="outline">
            <Link to="/advisor/investordetails" search={{}}>
              All clients
            </Link>
          </Button>
        ) : undefined
      }
    >
      {investor ? (
        <Stack gap={5}>
          <InvestorDetails investorId={investor} />
          <RiskAdviserReview investorId={investor} />
          <ClientInsurance investorId={investor} />
        </Stack>
      ) : (
        <ClientList />
      )}
    </PageFrame>
  );
}
