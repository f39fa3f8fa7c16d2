import { Button } from '@chakra-ui/react';
import { createFileRoute, Link } from '@tanstack/react-router';
import * as z from 'zod/mini';
import { VerificationDetail } from '@/features/onboarding/components/verification-detail';
import { VerificationQueue } from '@/features/onboarding/components/verification-queue';
import { PageFrame } from '@/ui/page-frame';

const title = 'Investor verification';

const searchSchema = z.object({
  investor: z.optional(z.string().check(z.regex(/^[\w-]{1,128}$/))),
});

export const Route = createFileRoute('/advisor/invstverification')({
  staticData: { title },
  validateSearch: (search) => {
    const parsed = searchSchema.safeParse(search);
    return parsed.success ? parsed.data : {};
  },
  component: AdvisorInvstverificationScreen,
});

function AdvisorInvstverificationScreen() {
  const { investor } = Route.useSearch();
  return (
    <PageFrame
      title={title}
      description={
        investor
          ? 'Check the details against the documents, then approve or send back with a reason.'
          : 'Your investors whose KYC awaits your review, oldest first.'
      }
      actions={
        investor ? (
          <Button asChild size="sm" variant="outline">
            <Link to="/advisor/invstverification" search={{}}>
              All waiting
            </Link>
          </Button>
        ) : undefined
      }
    >
      {investor ? (
        <VerificationDetail key={investor} investorId={investor} />
      ) : (
        <VerificationQueue />
      )}
    </PageFrame>
  );
}
