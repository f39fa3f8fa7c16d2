import { createFileRoute } from '@tanstack/react-router';
import { familiesQueryOptions } from '@/features/families/api/families-get';
import { familyQueryOptions } from '@/features/families/api/family-get';
import { FamiliesScreen } from '@/features/families/components/families-screen';
import { familySearchSchema } from '@/features/families/model/family-search';

const title = 'Multi-family office';

// The adviser's families of clients (issue 15, Deliver 4); ?family=<id> opens one.

export const Route = createFileRoute('/advisor/MFO')({
  staticData: { title },
  validateSearch: familySearchSchema,
  loader: ({ context: { queryClient }, location }) => {
    void queryClient.prefetchQuery(familiesQueryOptions());
    const family = (location.search as { family?: string }).family;
    if (family) void queryClient.prefetchQuery(familyQueryOptions(family));
  },
  component: AdvisorMFOScreen,
});

function AdvisorMFOScreen() {
  const { family } = Route.useSearch();
  const navigate = Route.useNavigate();
  return (
    <FamiliesScreen
      title={title}
      selected={family}
      onSelect={(familyId) => void navigate({ search: familyId ? { family: familyId } : {} })}
    />
  );
}
